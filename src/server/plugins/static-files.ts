import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withoutDocumentPolicies } from '../lib/document-policies.js';

type Encoding = 'br' | 'gzip';

/** One built file, held in memory with the variants the build compressed beside it. */
export interface StaticFile {
  body: Buffer;
  /** `<file>.br` and `<file>.gz` from the build, when it wrote them. */
  encoded: Partial<Record<Encoding, Buffer>>;
  type: string;
  /** The plain bytes' hash; each encoding gets its own suffix, as a strong ETag must. */
  hash: string;
  cacheControl: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** In order of preference when the client takes both. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

function listFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    // .vite holds the build manifest: read by the server, never served.
    if (entry.name.startsWith('.')) return [];
    return entry.isDirectory() ? listFiles(full) : entry.isFile() ? [full] : [];
  });
}

/**
 * Reads the whole built web app (about 1 MB) into memory, keyed by URL path. Files under
 * /assets/ carry a content hash in their names and are cached for a year; the rest revalidate.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of listFiles(root)) {
    if (Object.values(SUFFIXES).some((suffix) => file.endsWith(suffix))) continue;
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    const body = fs.readFileSync(file);
    const encoded: StaticFile['encoded'] = {};
    for (const encoding of ENCODINGS) {
      const variant = file + SUFFIXES[encoding];
      if (fs.existsSync(variant)) encoded[encoding] = fs.readFileSync(variant);
    }
    files.set(urlPath, {
      body,
      encoded,
      type: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      hash: createHash('sha1').update(body).digest('base64url'),
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
    });
  }
  return files;
}

const brotli = promisify(zlib.brotliCompress);
const PAGE_BROTLI_QUALITY = 10;
const gzip = promisify(zlib.gzip);

/**
 * A page made at run time (a server-rendered page), compressed once off the event loop and then
 * served like a built file. Brotli at quality 10: Marathi Home, 83 KB of HTML, is 12.2 KB there
 * (25 ms) against 12.9 KB at quality 9 (14 ms) and 12.0 KB at 11 (73 ms). With its headers that
 * fits the 14.6 KB a new connection's first round trip carries (TCP's initial window of ten
 * segments); at quality 9 it did not, and on a slow phone connection the page came a round trip
 * later (Lighthouse: 150 ms later, with everything that waits on it).
 */
export async function makeStaticFile(html: string): Promise<StaticFile> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }),
    gzip(body, { level: 9 }),
  ]);
  return {
    body,
    encoded: { br, gzip: gz },
    type: CONTENT_TYPES['.html'] as string,
    hash: createHash('sha1').update(body).digest('base64url'),
    cacheControl: 'no-cache',
  };
}

/**
 * Answers with a file from memory: brotli or gzip bytes prepared at build time when the client
 * takes them, otherwise the plain bytes (which @fastify/compress may still compress). @fastify/etag
 * turns a matching If-None-Match into a 304.
 */
export function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
): FastifyReply {
  reply.type(file.type).header('cache-control', file.cacheControl);
  withoutDocumentPolicies(reply, file.type);
  const offered = ENCODINGS.filter((encoding) => file.encoded[encoding]);
  if (offered.length === 0) return reply.header('etag', `"${file.hash}"`).send(file.body);
  reply.header('vary', 'accept-encoding');
  const acceptEncoding = request.headers['accept-encoding'];
  const chosen = acceptEncoding ? (negotiate(acceptEncoding, offered) as Encoding | null) : null;
  const bytes = chosen ? file.encoded[chosen] : undefined;
  if (!chosen || !bytes) return reply.header('etag', `"${file.hash}"`).send(file.body);
  return reply
    .header('etag', `"${file.hash}-${chosen}"`)
    .header('content-encoding', chosen)
    .send(bytes);
}
