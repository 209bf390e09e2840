import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import zlib from 'node:zlib';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { preactForReact } from './scripts/preact-for-react.js';
import { siteFonts } from './scripts/site-fonts.js';

// The Fastify server in `npm run dev`; override to point the dev server at another API.
const API_ORIGIN = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// The enquiry POST paths share their names with SPA pages (/finance, /contact, /amc ...): only the
// form submissions go to the API, a GET of the same path is the page and stays with Vite.
const enquiryPostsOnly: ProxyOptions = {
  target: API_ORIGIN,
  bypass: (req) => (req.method === 'POST' ? undefined : req.url),
};

const resolve: UserConfig['resolve'] = {
  // react-toastify's main entry injects a <style> element at run time, which the server's CSP
  // blocks; the unstyled entry plus its CSS file behaves the same. One alias keeps a single
  // toast store even if a module imports the bare package name.
  alias: [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }, ...preactForReact],
};

// `vite build --ssr src/web/entry-server.tsx` makes the server's page renderer (dist/ssr): one
// self-contained module, no CSS, nothing to compress.
const renderer: UserConfig = {
  plugins: [react()],
  resolve,
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: true,
    // The renderer has every string eagerly (web/i18n/all-strings.ts); the lazy imports the browser
    // fetches namespaces with (web/i18n/i18n.ts) are meant to be ineffective here.
    rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
  },
};

const browser: UserConfig = {
  plugins: [
    siteFonts(),
    react(),
    tailwindcss(),
    // Brotli at its best quality and gzip, written once at build time beside each file; the server
    // keeps them in memory and picks one per request (src/server/plugins/static-files.ts).
    compression({
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  resolve,
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // The server's CSP is script-src 'self': never inline a script (or anything else) into index.html.
    assetsInlineLimit: 0,
    // dist/web/.vite/manifest.json: the server reads it to preload each page's chunks (page-hints.ts).
    manifest: true,
    rolldownOptions: {
      // start.ts: what a server-drawn page runs first, to start the app once it is painted (spa.ts).
      // fonts.css: the typeface, linked apart from the page's stylesheet (server/plugins/spa.ts).
      input: { index: 'index.html', start: 'src/web/start.ts', fonts: 'src/web/fonts.css' },
    },
  },
  server: {
    // changeOrigin stays off so the API sees the browser's Host and its same-origin (CSRF) check passes.
    proxy: {
      '/api': { target: API_ORIGIN },
      '/media': { target: API_ORIGIN },
      '/healthz': { target: API_ORIGIN },
      '^/(finance|contact|book-service|amc|warranty|opt-in|offer)(\\?.*)?$': enquiryPostsOnly,
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? renderer : browser));
