import { fileURLToPath } from 'node:url';

const inWeb = (file: string) => fileURLToPath(new URL(`../src/web/lib/${file}`, import.meta.url));

/**
 * The pages run on Preact, through its React-compatible layer: React DOM alone was 58 KB of the
 * 110 KB a phone may download for Home, the budget the pages are held to. The code and its
 * libraries still import `react`; the browser bundle, the server renderer and the component tests
 * all get Preact, so the markup the server draws is the markup the browser takes over.
 */
export const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // React's hook for React before 18, which Preact has (react-i18next imports it).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  // The charts' store reads through it; the package is CommonJS that requires React by name.
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
    replacement: inWeb('use-sync-external-store-with-selector.ts'),
  },
  // Preact's, joining texts written side by side (src/web/lib/jsx-runtime.ts).
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: inWeb('jsx-runtime.ts') },
];
