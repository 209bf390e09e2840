import type { FastifyInstance } from 'fastify';

/**
 * A page address with a trailing slash (/about/) answers 301 to the one without, query kept, so
 * search engines and shared links know each page by one address. The API and media keep the
 * router's own leniency (ignoreTrailingSlash), which clients already rely on.
 */
export function registerTrailingSlashRedirect(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const mark = request.url.indexOf('?');
    const pathname = mark === -1 ? request.url : request.url.slice(0, mark);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const untouched =
      pathname === '/' ||
      !pathname.endsWith('/') ||
      /^\/(api|media)(\/|$)/.test(pathname) ||
      // //evil.example/ must not become //evil.example: a browser reads that as another site.
      /^\/[/\\]/.test(pathname);
    if (!isRead || untouched) {
      done();
      return;
    }
    const query = mark === -1 ? '' : request.url.slice(mark);
    void reply.redirect(`${pathname.replace(/\/+$/, '')}${query}`, 301);
  });
}
