import { PUBLIC_PAGES, type PublicPage } from '../../../shared/public-pages.js';
import {
  DEFAULT_SITE_LANGUAGE,
  pathInLanguage,
  SITE_LANGUAGES,
  type LanguageCode,
} from '../../../shared/site-languages.js';

/** Used when neither PUBLIC_URL nor the request names a usable origin. */
const FALLBACK_ORIGIN = 'http://localhost';

/**
 * The origin absolute addresses are built on: PUBLIC_URL when set, otherwise the request's own
 * (its Host, and X-Forwarded-Proto / -Host only from a TRUST_PROXY balancer). The fallback
 * follows whatever Host a client sends, so whatever keeps an answer built on it keys it by origin.
 */
export function publicOrigin(publicUrl: string | undefined, protocol: string, host: string) {
  if (publicUrl) return new URL(publicUrl).origin;
  try {
    // URL parsing drops what a Host header may carry besides a host and port, or refuses it.
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return FALLBACK_ORIGIN;
  }
}

const pages = Object.values(PUBLIC_PAGES as Record<string, PublicPage>);

/** The public page an address shows (/dealers/1 is the dealer page), or undefined. */
export function findPublicPage(pathname: string): PublicPage | undefined {
  return pages.find((page) => {
    if (!page.path.includes(':')) return page.path === pathname;
    const pattern = page.path.replace(/:[^/]+/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(pathname);
  });
}

/**
 * The one address a page is known by: its path and only the query parameters that say what it
 * shows, so /finance?utm_source=x and /finance are one page to a search engine.
 */
export function canonicalPath(page: PublicPage, pathname: string, search: string): string {
  const given = new URLSearchParams(search);
  const kept = (page.query ?? []).flatMap((name) => {
    const value = given.get(name)?.trim();
    // Written as the site's own links write it: spaces as %20, the commas of a list as they are.
    return value ? [`${name}=${encodeURIComponent(value).replaceAll('%2C', ',')}`] : [];
  });
  return kept.length > 0 ? `${pathname}?${kept.join('&')}` : pathname;
}

/**
 * A page's address (its path and query) in a language: `/about` → `/mr/about`, Home `/` → `/mr`
 * (never `/mr/`, which redirects), `/view-details?bike=Shine` → `/mr/view-details?bike=Shine`.
 */
export function addressInLanguage(address: string, code: LanguageCode | string): string {
  const [path = '/', query] = address.split(/\?(.*)/s);
  return pathInLanguage(path, code as LanguageCode) + (query ? `?${query}` : '');
}

/** Each language's version of a page, and x-default: the version for any other language. */
export function languageVersions(origin: string, path: string) {
  return [
    ...SITE_LANGUAGES.map((language) => ({
      hreflang: language.hreflang,
      href: `${origin}${addressInLanguage(path, language.code)}`,
    })),
    {
      hreflang: 'x-default',
      href: `${origin}${addressInLanguage(path, DEFAULT_SITE_LANGUAGE.code)}`,
    },
  ];
}
