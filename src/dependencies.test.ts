import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/** The oldest Node the project runs on (package.json engines); production moves to 22 and 24. */
const OLDEST_NODE = '20.19.0';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const locked = (
  JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, LockedPackage>;
  }
).packages;

/** Every installed package whose engines refuse `node`, as "path range". */
function refusing(node: string): string[] {
  return Object.entries(locked)
    .filter(([name]) => name !== '')
    .flatMap(([name, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range && !semver.satisfies(node, range) ? [`${name} ${range}`] : [];
    });
}

describe('installed dependencies', () => {
  it(`all accept Node ${OLDEST_NODE} in their engines`, () => {
    expect(refusing(OLDEST_NODE)).toEqual([]);
  });

  it('are checked: a Node older than the project allows is refused by some', () => {
    // The check above trips: cookie 2 (Node 22 and up) came in once through @fastify/cookie.
    expect(refusing('16.0.0').length).toBeGreaterThan(0);
  });
});
