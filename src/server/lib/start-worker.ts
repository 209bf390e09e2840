import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker thread whose entry is `name` (without its extension) in the folder of
 * `importMetaUrl`. From the built server the entry is the compiled .js beside the caller; from
 * TypeScript (tests, benches, `npm run dev`) a worker does not inherit tsx's loader, so it
 * registers tsx itself before loading the .ts file.
 */
export function startWorker(importMetaUrl: string, name: string, options: WorkerOptions): Worker {
  const fromSource = importMetaUrl.endsWith('.ts');
  const entry = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, importMetaUrl);
  if (!fromSource) return new Worker(entry, options);
  const require = createRequire(importMetaUrl);
  const tsxPackage = require.resolve('tsx/package.json');
  const { exports } = require(tsxPackage) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = exports['./esm/api']?.import.default ?? './dist/esm/api/index.mjs';
  const tsxApi = pathToFileURL(path.join(path.dirname(tsxPackage), api)).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
