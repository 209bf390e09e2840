import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './shared/roles';
import { ADMIN_MENU, topScreensFor } from './web/pages/admin/admin-screens';
import { screenHref } from './web/pages/admin/screen-href';
import { paths } from './web/lib/paths';

// The README is the one document a fresh clone has: these checks keep it true as the code moves.
const root = path.resolve(import.meta.dirname, '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

function section(heading: string): string {
  const start = readme.indexOf(`## ${heading}\n`);
  if (start < 0) return '';
  const next = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, next < 0 ? undefined : next);
}

describe('README', () => {
  it('points at nothing outside the repository', () => {
    expect(readme).not.toMatch(/\.\.\//);
    const relativeLinks = [...readme.matchAll(/\]\(([^)#]+)\)/g)]
      .map((match) => match[1] as string)
      .filter((target) => !/^[a-z]+:/.test(target));
    for (const target of relativeLinks) {
      expect(fs.existsSync(path.join(root, target)), target).toBe(true);
    }
  });

  it('names every npm script', () => {
    const lifecycle = new Set(['start', 'test']);
    for (const name of Object.keys(packageJson.scripts)) {
      const spelled = lifecycle.has(name) ? `npm ${name}` : `npm run ${name}`;
      expect(readme, name).toContain(`\`${spelled}\``);
    }
  });

  it('lists every public route', () => {
    const served = section('What it serves');
    for (const route of Object.values(paths)) {
      if (!('path' in route)) continue;
      const shown = route.path.replace(/:id$/, '1');
      expect(served, route.path).toContain(`\`${shown}`);
    }
  });

  it('lists every admin screen with its address', () => {
    const served = section('What it serves');
    for (const item of [
      ...topScreensFor(PERMISSIONS),
      ...ADMIN_MENU.flatMap((group) => group.items),
    ]) {
      expect(served, item.label).toContain(item.label);
      expect(served, item.slug).toContain(`\`${screenHref(item.slug)}\``);
    }
  });

  it('says what the first start costs and what HOST=0.0.0.0 exposes', () => {
    expect(readme).toMatch(/first start take[s]? about \d+ seconds/);
    expect(readme).toContain('`HOST=127.0.0.1`');
    expect(readme).toMatch(/`HOST=0\.0\.0\.0`[^.]*local network/);
  });

  it('lists the departures from the specification, with a reason each', () => {
    const departures = section('Differences from the specification');
    for (const topic of [
      /map loads when the visitor clicks/i,
      /from 1980/,
      /\/admin\/dashboard\//,
    ]) {
      expect(departures).toMatch(topic);
    }
    expect(departures).toMatch(/labelled "notification"[^|]*\|[^|]*Gallery/);
    const rows = departures
      .split('\n')
      .filter((line) => line.startsWith('| ') && !/^\| -/.test(line));
    for (const row of rows.slice(1)) {
      const cells = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      expect(cells, row).toHaveLength(3);
      expect(
        cells.every((cell) => cell.length > 0),
        row,
      ).toBe(true);
    }
  });
});
