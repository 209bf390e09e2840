import { createContext, useContext, useEffect } from 'react';
import { DEFAULT_TITLE } from './single-title';

/**
 * The tags a page declares for <head>: its title, description, robots rule and the picture to
 * fetch first. The server renderer (entry-server.tsx) provides a list for each drawing, writes
 * the tags into the page's <head> and the browser finds them there before any script runs. In
 * the browser there is no list: the components keep `document`'s head in step as pages change.
 * (Preact, which draws the pages, does not move a <title> drawn inside the page into <head>.)
 */
export const HeadTags = createContext<string[] | undefined>(undefined);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tag(name: string, attributes: Record<string, string | undefined>): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  return `<${name}${written}>`;
}

/** On the server, adds `html` to the drawing's head once; answers whether a list was there. */
function addToHead(list: string[] | undefined, html: string): boolean {
  if (!list) return false;
  if (!list.includes(html)) list.push(html);
  return true;
}

/** The page's <meta name=…> in the browser: written while the page is shown, removed after. */
function useMeta(name: string, content: string | undefined) {
  useEffect(() => {
    if (content === undefined) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = name;
      document.head.append(meta);
    }
    meta.content = content;
    return () => meta.remove();
  }, [name, content]);
}

/**
 * The page's <title> (as given: the caller adds the site's suffix) and, when given, its meta
 * description and robots rule. A page without a title shows index.html's.
 */
export function PageHead({
  title,
  description,
  robots,
}: {
  title?: string;
  description?: string;
  robots?: string;
}) {
  const list = useContext(HeadTags);
  if (title !== undefined) addToHead(list, `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined)
    addToHead(list, tag('meta', { name: 'description', content: description }));
  if (robots !== undefined) addToHead(list, tag('meta', { name: 'robots', content: robots }));
  useEffect(() => {
    if (title === undefined) return undefined;
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
  useMeta('description', description);
  useMeta('robots', robots);
  return null;
}

export interface ImagePreload {
  href: string;
  type?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  media?: string;
}

/**
 * Asks for a picture before the page's markup reaches it: a `<link rel=preload>` in the
 * server-drawn page's <head>, at high priority. The browser needs none on later pages, which it
 * draws itself and whose pictures it asks for as they are drawn.
 */
export function PreloadImage({ href, type, imageSrcSet, imageSizes, media }: ImagePreload) {
  addToHead(
    useContext(HeadTags),
    tag('link', {
      rel: 'preload',
      as: 'image',
      href,
      type,
      imagesrcset: imageSrcSet,
      imagesizes: imageSizes,
      media,
      fetchpriority: 'high',
    }),
  );
  return null;
}
