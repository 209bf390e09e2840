import { config } from 'zod/v4/core';

// The pages are served with CSP script-src 'self' (no 'unsafe-eval'). Zod 4 compiles a fast object
// parser with `new Function` and first probes whether eval is allowed; the blocked probe fires a
// CSP violation on every page that parses a form. Jitless mode skips both the probe and the
// compiled path. Imported first by the browser entry, before any schema is parsed. Not by the server
// renderer: zod keeps this setting on globalThis, so there it would also slow the API's own request
// validation, and a server has no CSP to trip. zod/v4/core keeps this to the few bytes of the config
// object instead of the whole schema library.
config({ jitless: true });
