import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Site } from '../../../shared/catalogue.js';
import { VEHICLE_LIST_PATHS } from '../../../shared/models.js';
import { BIKE_PARAM, PUBLIC_PAGES, type PublicPage } from '../../../shared/public-pages.js';
import { PAGE_HEAD_ATTRIBUTE } from '../../../shared/ssr.js';
import { languageOfPath, SITE_LANGUAGES } from '../../../shared/site-languages.js';
import { IMAGE_CONTENT_TYPES } from '../../../shared/uploads.js';
import type { Database } from '../../db/tables.js';
import { AppError } from '../../lib/errors.js';
import { inLanguage, listModels, lookUpVehicle } from '../catalogue/service.js';
import { getSite } from '../dealers/service.js';
import { findMediaByHash, MEDIA_ROUTE_PREFIX } from '../media/repository.js';
import { MAX_INPUT_PIXELS } from '../media/uploads.js';
import { listPublicSlides } from '../slides/service.js';
import { addressInLanguage, canonicalPath, findPublicPage, languageVersions } from './addresses.js';
import { dealerStructuredData, productStructuredData } from './structured-data.js';

/** Where the 1200 × 630 link-preview pictures are served: `/og/<hash of the picture>.jpg`. */
export const OG_ROUTE_PREFIX = '/og/';
/** The size WhatsApp, Facebook and X draw a large preview at (1.91 : 1). */
export const OG_PICTURE = { width: 1200, height: 630 } as const;
/** Model pictures are drawn on white; the bands of a letterboxed picture match. */
const OG_BACKGROUND = '#ffffff';
/** Preview pictures kept in memory per instance (a JPEG of tens of KB each). */
const MAX_KEPT_PICTURES = 100;

const MEDIA_PICTURE = new RegExp(`^${MEDIA_ROUTE_PREFIX}([a-f0-9]{16,64})\\.[a-z0-9]{2,5}$`);
const OG_FILE_NAME = /^([a-f0-9]{16,64})\.jpg$/;
const PICTURE_TYPES = new Set<string>(IMAGE_CONTENT_TYPES);

/** The preview address of a stored picture (`/media/<hash>.webp`), or undefined for any other. */
function previewPath(picture: string | undefined): string | undefined {
  const hash = picture && MEDIA_PICTURE.exec(picture)?.[1];
  return hash ? `${OG_ROUTE_PREFIX}${hash}.jpg` : undefined;
}

/** Dealer 1 and the site settings, or undefined before the essentials are seeded. */
async function readSite(db: Kysely<Database>): Promise<Site | undefined> {
  try {
    return await getSite(db);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

/** robots.txt: crawlers may read the public site, not the panel or the API, and find the sitemap. */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlText = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** The model page of a model, as the site's own links write it. */
const modelPagePath = (bikeName: string) =>
  `${PUBLIC_PAGES.viewDetails.path}?${BIKE_PARAM}=${encodeURIComponent(bikeName)}`;

/**
 * Every page that stands on its own (the dealer page at the dealer's id) and every active,
 * published model's page, each in every language of SITE_LANGUAGES with its alternates.
 */
export async function sitemapXml(db: Kysely<Database>, origin: string): Promise<string> {
  const site = await readSite(db);
  const pages = Object.values(PUBLIC_PAGES as Record<string, PublicPage>)
    .filter((page) => !page.query)
    .flatMap((page) => {
      if (!page.path.includes(':id')) return [page.path];
      return site ? [page.path.replace(':id', String(site.dealer.id))] : [];
    });
  const models = await Promise.all(
    Object.values(VEHICLE_LIST_PATHS).map((type) => listModels(db, type)),
  );
  const paths = [...pages, ...models.flat().map((model) => modelPagePath(model.bikeName))];
  const entries = paths.flatMap((path) => {
    const versions = languageVersions(origin, path);
    const alternates = versions
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(href)}"/>`,
      )
      .join('\n');
    return SITE_LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${xmlText(`${origin}${addressInLanguage(path, language.code)}`)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

const attribute = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** Text as React wrote it into the page (its five escapes) back to plain text. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const decodeHtml = (value: string) =>
  value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** JSON inside <script>: no text in it may close the element or open a comment. */
const jsonLdScript = (data: object) =>
  `<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}>${JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')}</script>`;

export interface PageHeadRequest {
  /** The origin absolute addresses are built on (publicOrigin). */
  origin: string;
  /** The address asked for: path and query. */
  url: string;
  /** The status the page is answered with; only a 200 is described. */
  status: number;
  /** The <title> and <meta> tags the page's components declared. */
  head: string;
  /** index.html's title, which pages without a title of their own keep. */
  defaultTitle: string;
}

/** A model page's facts, or undefined when ?bike= names no active model. */
async function modelFacts(db: Kysely<Database>, search: URLSearchParams) {
  const bikeName = search.get(BIKE_PARAM)?.trim();
  const lookup = bikeName ? await lookUpVehicle(db, bikeName) : undefined;
  return lookup?.found === 'active' ? lookup.vehicle : undefined;
}

/**
 * The head tags that make a public page found and shared: its canonical address, each language
 * version (hreflang), Open Graph and Twitter tags with a 1200 × 630 picture, and JSON-LD (the
 * dealer on Home, Contact and the dealer page; the Product on a model page), each marked with
 * PAGE_HEAD_ATTRIBUTE. Answers nothing for a page that is not found.
 */
export async function pageHeadTags(db: Kysely<Database>, request: PageHeadRequest) {
  const [addressed = '', query = ''] = request.url.split(/\?(.*)/s);
  // /mr/about is the about page in Marathi: its versions are those of /about.
  const { language, path: pathname } = languageOfPath(addressed);
  const page = findPublicPage(pathname);
  if (request.status !== 200 || !page) return '';
  const { origin } = request;
  const search = new URLSearchParams(query);
  const path = canonicalPath(page, pathname, query);
  const address = `${origin}${addressInLanguage(path, language.code)}`;
  const [site, slides, model] = await Promise.all([
    readSite(db),
    listPublicSlides(db),
    page === PUBLIC_PAGES.viewDetails ? modelFacts(db, search) : undefined,
  ]);

  const title = /<title>([^<]*)<\/title>/.exec(request.head)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(request.head)?.[1];
  // The site-wide picture is the first home slide; a model page shows the model.
  const picture = previewPath(model?.image) ?? previewPath(slides[0]?.filepath);
  const meta = (property: string, content: string | undefined) =>
    content === undefined
      ? ''
      : `<meta property="${property}" content="${attribute(content)}" ${PAGE_HEAD_ATTRIBUTE}>`;

  const tags = [
    `<link rel="canonical" href="${attribute(address)}" ${PAGE_HEAD_ATTRIBUTE}>`,
    ...languageVersions(origin, path).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${attribute(href)}" ${PAGE_HEAD_ATTRIBUTE}>`,
    ),
    meta('og:type', model ? 'product' : 'website'),
    meta('og:title', decodeHtml(title ?? request.defaultTitle)),
    meta('og:description', description === undefined ? undefined : decodeHtml(description)),
    meta('og:url', address),
    meta('og:site_name', site?.dealer.name),
    meta('og:locale', language.ogLocale),
    ...SITE_LANGUAGES.filter((other) => other.code !== language.code).map((other) =>
      meta('og:locale:alternate', other.ogLocale),
    ),
    ...(picture
      ? [
          meta('og:image', `${origin}${picture}`),
          meta('og:image:type', 'image/jpeg'),
          meta('og:image:width', String(OG_PICTURE.width)),
          meta('og:image:height', String(OG_PICTURE.height)),
        ]
      : []),
    `<meta name="twitter:card" content="summary_large_image" ${PAGE_HEAD_ATTRIBUTE}>`,
  ];

  const describesDealer =
    page === PUBLIC_PAGES.home ||
    page === PUBLIC_PAGES.contact ||
    (site !== undefined &&
      pathname === PUBLIC_PAGES.dealer.path.replace(':id', `${site.dealer.id}`));
  if (site && describesDealer) {
    tags.push(jsonLdScript(dealerStructuredData(site, origin, picture && `${origin}${picture}`)));
  }
  if (model) {
    const product = {
      name: model.name,
      description:
        inLanguage(model, 'details', language.code) ||
        inLanguage(model, 'tagline', language.code) ||
        model.name,
      price: model.price,
      page: address,
      picture: new URL(model.image, origin).href,
    };
    tags.push(jsonLdScript(productStructuredData(product, site?.dealer.name)));
  }
  return tags.join('');
}

/**
 * Answers `/og/<hash>.jpg`: the stored picture <hash> fitted into 1200 × 630 on white, as a JPEG
 * (the preview WhatsApp and Facebook show). Made the first time it is asked for and kept in
 * memory; its address is derived from the picture's own content hash, so a changed picture gets
 * a new address and nothing kept is ever stale. Undefined for an unknown or non-picture file.
 */
export function previewPictures(db: Kysely<Database>) {
  const kept = new Map<string, Promise<Buffer | undefined>>();

  const draw = async (hash: string) => {
    const media = await findMediaByHash(db, hash);
    if (!media || !PICTURE_TYPES.has(media.content_type)) return undefined;
    return sharp(media.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .flatten({ background: OG_BACKGROUND })
      .resize(OG_PICTURE.width, OG_PICTURE.height, { fit: 'contain', background: OG_BACKGROUND })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  };

  return (fileName: string): Promise<Buffer | undefined> => {
    const hash = OG_FILE_NAME.exec(fileName)?.[1];
    if (!hash) return Promise.resolve(undefined);
    let picture = kept.get(hash);
    if (!picture) {
      // Requests arriving together share one drawing; a miss or a failure is not kept.
      picture = draw(hash);
      if (kept.size >= MAX_KEPT_PICTURES) kept.delete(kept.keys().next().value as string);
      kept.set(hash, picture);
      picture.then(
        (bytes) => bytes ?? kept.delete(hash),
        () => kept.delete(hash),
      );
    }
    return picture;
  };
}
