import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The import zones of eslint.config.js, probed with code that must trip them: a zone that never
// fires (no resolver, a mistyped folder) would let the browser bundle pull in server code.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('import zones', () => {
  it('stop a web file importing the server', async () => {
    const errors = await zoneErrors(
      'src/web/lib/probe.ts',
      "import { buildApp } from '../../server/app';\nexport const probe = buildApp;\n",
    );
    expect(errors).toEqual([expect.stringContaining('web must not import server')]);
  });

  it('stop a server file importing the web app', async () => {
    const errors = await zoneErrors(
      'src/server/plugins/probe.ts',
      "import { paths } from '../../web/lib/paths';\nexport const probe = paths;\n",
    );
    expect(errors).toEqual([expect.stringContaining('server must not import web')]);
  });

  it('stop shared code importing the web app', async () => {
    const errors = await zoneErrors(
      'src/shared/probe.ts',
      "import { paths } from '../web/lib/paths';\nexport const probe = paths;\n",
    );
    expect(errors).toEqual([expect.stringContaining('shared must not import web')]);
  });

  it('stop a feature importing another feature', async () => {
    const errors = await zoneErrors(
      'src/web/features/offers/api/probe.ts',
      "import { useModels } from '../../catalogue/api/get-models';\nexport const probe = useModels;\n",
    );
    expect(errors).toEqual([expect.stringContaining('a feature must not import another feature')]);
  });

  it('stop lib importing a feature', async () => {
    const errors = await zoneErrors(
      'src/web/lib/probe.ts',
      "import { useModels } from '../features/catalogue/api/get-models';\nexport const probe = useModels;\n",
    );
    expect(errors).toEqual([expect.stringContaining('components and lib are shared')]);
  });

  it('let a feature import its own files, components, lib and shared', async () => {
    const errors = await zoneErrors(
      'src/web/features/catalogue/components/probe.tsx',
      [
        "import { REPORT_PAGE_SIZE } from '../../../../shared/constants';",
        "import { Loading } from '../../../components/ui/spinner';",
        "import { api } from '../../../lib/api-client';",
        "import { useModels } from '../api/get-models';",
        'export const probe = [REPORT_PAGE_SIZE, Loading, api, useModels];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
