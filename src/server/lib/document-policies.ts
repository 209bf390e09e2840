import type { FastifyReply } from 'fastify';

/**
 * The headers only a document (or a worker) is governed by: a script, stylesheet, raster picture
 * or font loaded into one of our pages is not, so they are left off those answers. Each of them
 * cost about 1.4 KB of the 1.9 KB of headers on every file a page loads, which HTTP/1.1 sends
 * uncompressed: on a slow phone connection, bytes the page's main picture waited behind.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * The answers a page loads into itself: scripts, stylesheets, fonts and raster pictures. An SVG is
 * not among them: opened on its own it is a document, and scripts in it are what the CSP forbids.
 */
const SUBRESOURCE_TYPE =
  /^(?:text\/css|(?:text|application)\/javascript|font\/|image\/(?:avif|webp|png|jpeg|gif)\b)/;

/**
 * Leaves a document's policies off an answer of `contentType` that a page loads into itself; it
 * keeps nosniff, CORP, HSTS and the referrer policy (which a stylesheet's own requests follow).
 * Called by the routes that answer with a file, once its type is known, so a missing file, an
 * error or a page that takes a file's address still carries every policy.
 */
export function withoutDocumentPolicies(reply: FastifyReply, contentType: string): void {
  if (!SUBRESOURCE_TYPE.test(contentType)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}
