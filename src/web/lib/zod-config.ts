// The pages are served with CSP script-src 'self' (no 'unsafe-eval'). Zod 4 compiles a fast object
// parser with `new Function` and first probes whether eval is allowed; the blocked probe fires a
// CSP violation on every page that parses a form. Jitless mode skips both the probe and the
// compiled path. Imported first by the browser entry, before any schema is parsed. Not by the server
// renderer: zod keeps this setting on globalThis, so there it would also slow the API's own request
// validation, and a server has no CSP to trip.
//
// Written where zod reads it (zod/v4/core's globalConfig is globalThis.__zod_globalConfig, adopted
// when zod loads) rather than through zod's config(): importing zod here put its core, checks
// included, into the entry's chunks, and so into every page.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
