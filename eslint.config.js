import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

// STYLE §2: a feature does not import another feature; shared pieces move to components/ui, lib or
// shared. One zone per feature folder, read from the tree so a new feature is fenced in at once.
const FEATURES = fs
  .readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message:
    'a feature must not import another feature: move the shared piece to components, lib or shared',
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // Without a resolver no import path is known, and no zone below can ever fire.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.json', './tsconfig.web.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
      // DESIGN §1: shared runs in browser and Node, so it must not reach into either side;
      // the browser bundle must never pull in server code.
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are paths from the repository root, wherever ESLint is started from.
          basePath: import.meta.dirname,
          zones: [
            { target: './src/shared', from: './src/web', message: 'shared must not import web' },
            {
              target: './src/shared',
              from: './src/server',
              message: 'shared must not import server',
            },
            { target: './src/web', from: './src/server', message: 'web must not import server' },
            { target: './src/server', from: './src/web', message: 'server must not import web' },
            // Bulletproof-react's one-way flow: shared web pieces know nothing of what uses them.
            {
              target: ['./src/web/components', './src/web/lib'],
              from: [
                './src/web/features',
                './src/web/layouts',
                './src/web/pages',
                './src/web/routes',
              ],
              message:
                'components and lib are shared: they must not import features, layouts, pages or routes',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/server/**/*.ts', 'scripts/**', 'bench/**', 'e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
);
