import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A comment that cites a tracker number sends the reader to a tracker the code does not carry; the
// reason itself belongs in the comment.
const root = path.resolve(import.meta.dirname, '..');
const ISSUE_REFERENCE = /\b(issues?\s+#?\d+|#\d{1,4}\b(?!['"]))/i;

function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /^(src|e2e|bench|scripts)\/.*\.(ts|tsx|css)$/.test(file))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

function comments(source: string): string[] {
  return [...source.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((match) => match[0]);
}

describe('comments', () => {
  it('give the reason itself instead of citing an issue number', () => {
    const offenders = trackedSources().flatMap((file) =>
      comments(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((comment) => ISSUE_REFERENCE.test(comment))
        .map((comment) => `${file}: ${comment.slice(0, 80)}`),
    );
    expect(offenders).toEqual([]);
  });
});
