/**
 * `npm run bench`: runs every bench/*.ts script but this one, one after another, each in its own
 * Node process with tsx. Their stdout (one JSON line per figure) passes straight through.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const self = path.basename(fileURLToPath(import.meta.url));
const scripts = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && file !== self)
  .sort();

let failed = 0;
for (const script of scripts) {
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    failed += 1;
    process.stderr.write(`bench/${script} exited with code ${code}\n`);
  }
}
process.exitCode = failed === 0 ? 0 : 1;
