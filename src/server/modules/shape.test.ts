import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's layering, read from its source files: a module is routes.ts (HTTP) -> service.ts
 * (rules) -> repository.ts (all SQL); plugins are cross-cutting and never imported back; a
 * migration is frozen history that only db/migrate.ts runs. New code copies what it finds, so
 * these hold for every file, not for the ones that were checked by hand once.
 */

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(SERVER, '../..');

const isTest = (file: string) =>
  /\.test\.ts$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

/** Every live (non-test) TypeScript file below `dir`, as absolute paths. */
function liveFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => /\.tsx?$/.test(file) && !isTest(file) && fs.statSync(file).isFile());
}

const relative = (file: string) => path.relative(SERVER, file).split(path.sep).join('/');

/** The source without comments, so that a comment naming a query builder is no query. */
function code(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** A Kysely query builder call or a sql`` / sql.raw / sql<T>`` template. */
const QUERY =
  /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\s*\(|\bsql\s*(<[^>]*>)?\s*[`.]/;

/** What a file imports: the resolved .ts files of its relative import and export specifiers. */
function importsOf(file: string): string[] {
  const specifiers = [
    ...code(file).matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((match) => match[1] as string);
  return specifiers.map((specifier) => {
    const target = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts');
    return fs.existsSync(target) ? target : path.join(target, 'index.ts');
  });
}

/** The part of the server a file belongs to: each module is one part, all plugins another. */
function partOf(file: string): string {
  const [first, second] = relative(file).split('/');
  if (first === 'modules' && second && !second.endsWith('.ts')) return `modules/${second}`;
  return first as string;
}

/** Each cycle in a directed graph, as the list of its nodes with the first repeated at the end. */
function findCycles(edges: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      cycles.push([...trail.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of edges.keys()) visit(node, []);
  return cycles;
}

const serverFiles = liveFiles(SERVER);

describe('the server modules', () => {
  it('run every query in a module repository.ts, never in routes, services or plugins', () => {
    const misplaced = serverFiles
      .filter((file) => /^(modules|plugins)\//.test(relative(file)))
      .filter((file) => path.basename(file) !== 'repository.ts' && QUERY.test(code(file)))
      .map(relative);
    expect(misplaced).toEqual([]);
  });

  it('reach their data from routes.ts only through their service', () => {
    const shortcuts = serverFiles
      .filter((file) => /^modules\/[^/]+\/routes\.ts$/.test(relative(file)))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => path.basename(target) === 'repository.ts')
          .map((target) => `${relative(file)} -> ${relative(target)}`),
      );
    expect(shortcuts).toEqual([]);
  });

  it('and the rest of the server import each other in no cycle', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of serverFiles) {
      const from = partOf(file);
      const targets = edges.get(from) ?? new Set<string>();
      for (const target of importsOf(file)) {
        if (!target.startsWith(SERVER + path.sep)) continue;
        const to = partOf(target);
        if (to !== from) targets.add(to);
      }
      edges.set(from, targets);
    }
    expect(edges.get('plugins')?.size, 'the scan reads the plugins').toBeGreaterThan(0);
    expect(findCycles(edges).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});

describe('migrations', () => {
  it('are imported by db/migrate.ts alone: live code keeps its own copy of what it needs', () => {
    const migrations = path.join(SERVER, 'db', 'migrations') + path.sep;
    const runner = path.join(SERVER, 'db', 'migrate.ts');
    const importers = ['src', 'scripts', 'bench']
      .flatMap((dir) => liveFiles(path.join(ROOT, dir)))
      .filter((file) => file !== runner && !file.startsWith(migrations))
      .filter((file) => importsOf(file).some((target) => target.startsWith(migrations)))
      .map((file) => path.relative(ROOT, file));
    expect(importers).toEqual([]);
  });
});
