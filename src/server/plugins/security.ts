import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The third party that draws the dealer's map, framed once the visitor asks for it. */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';
/** The third party that plays the click-to-load videos (YouTube's privacy-enhanced domain). */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
/** Third parties the pages may frame. */
export const FRAME_SOURCES = [MAP_ORIGIN, VIDEO_ORIGIN];

/**
 * What the video player may use, and only the player: its iframe asks for these (video-facade's
 * `allow` and `allowFullScreen`), and a policy that denied them would silently break its play
 * button (autoplay after the click), its full-screen button and picture-in-picture. Our own pages
 * use none of them, but `self` stays listed: a page can hand a frame only what it holds itself.
 * The map needs no feature at all.
 */
export const VIDEO_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

/**
 * Features the site never uses, denied to our pages and to every frame in them, so that an
 * injected script or a framed third party cannot ask a visitor for their camera, location or
 * payment details, nor enrol them in ad-interest cohorts. Limited to names Chromium recognises:
 * an unknown name only earns a console warning on every page.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'captured-surface-control',
  'clipboard-read',
  'clipboard-write',
  'compute-pressure',
  'digital-credentials-get',
  'display-capture',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'keyboard-map',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'private-state-token-issuance',
  'private-state-token-redemption',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/** The Permissions-Policy header value: the video player's features, everything else denied. */
export const PERMISSIONS_POLICY = [
  ...VIDEO_FEATURES.map((feature) => `${feature}=(self "${VIDEO_ORIGIN}")`),
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
].join(', ');

/** The CSP source that lets one inline script run, and no other: its SHA-256. */
export const inlineScriptSource = (code: string) =>
  `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * Helmet with a CSP the SPA satisfies: no third-party script, and no inline one but those named
 * (by hash), inline style attributes only.
 */
const helmetOptions = (inlineScripts: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts.map(inlineScriptSource)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: FRAME_SOURCES,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // The map and video iframes are cross-origin and do not send CORP headers.
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/**
 * The headers helmet sets for our options, and Permissions-Policy. They are the same for every request (no CSP nonces),
 * so helmet runs once at start-up against a recording response instead of once per request:
 * @fastify/helmet rebuilds the middleware, CSP parsing included, on every request, which cost
 * more than answering a cached catalogue read (bench/api).
 */
export function securityHeaders(inlineScripts: readonly string[] = []): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(inlineScripts))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  // Helmet has no Permissions-Policy of its own.
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * Sends the security headers on every answer, errors and 404s included. `inlineScripts`: the
 * inline scripts the pages carry (the built start.ts), allowed to run by their hashes.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  inlineScripts: readonly string[] = [],
): void {
  const headers = securityHeaders(inlineScripts);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
