import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Third parties the pages may frame: the dealer's map and click-to-load videos. */
export const FRAME_SOURCES = ['https://www.openstreetmap.org', 'https://www.youtube-nocookie.com'];

/** Helmet with a CSP the SPA satisfies: no inline or third-party script, inline style attributes only. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
}
