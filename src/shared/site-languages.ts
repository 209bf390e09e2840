/**
 * The languages of the public site: English at the specification's paths, Marathi under /mr and
 * Hindi under /hi (the same path after the prefix: /mr/motorcycle, /hi/view-details?bike=Shine).
 * Every language is served; a language is *announced* (hreflang alternates, the sitemap, the
 * header's switch, the offer to switch) only once every public page reads whole in it, so search
 * engines and visitors are never sent to a page that is half English.
 */
export const LANGUAGES = [
  {
    code: 'en',
    hreflang: 'en-IN',
    ogLocale: 'en_IN',
    intlLocale: 'en-IN',
    prefix: '',
    name: 'English',
    englishName: 'English',
    announced: true,
  },
  {
    code: 'mr',
    hreflang: 'mr-IN',
    ogLocale: 'mr_IN',
    intlLocale: 'mr-IN',
    prefix: '/mr',
    name: 'मराठी',
    englishName: 'Marathi',
    announced: true,
  },
  {
    code: 'hi',
    hreflang: 'hi-IN',
    ogLocale: 'hi_IN',
    intlLocale: 'hi-IN',
    prefix: '/hi',
    name: 'हिंदी',
    englishName: 'Hindi',
    announced: true,
  },
] as const satisfies readonly SiteLanguage[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export interface SiteLanguage {
  code: string;
  /** The language and region as hreflang names them. */
  hreflang: string;
  /** The same as Open Graph writes it. */
  ogLocale: string;
  /** What Intl formats dates with (Western digits are asked for where they are used). */
  intlLocale: string;
  /** Put before a page's path: '' for English at the specification's paths, '/mr' for Marathi. */
  prefix: string;
  /** The language's own name for itself, as the switch shows it. */
  name: string;
  /** Its name in English, as the (English) admin panel says it. */
  englishName: string;
  /** Listed to search engines and offered to visitors (see above). */
  announced: boolean;
}

/** The languages search engines and visitors are pointed at. */
export const SITE_LANGUAGES: readonly SiteLanguage[] = LANGUAGES.filter(
  (language) => language.announced,
);

/** The version search engines show a visitor whose language the site does not speak. */
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = LANGUAGES[0];

/** The cookie that remembers a visitor's choice of language (set by the header's switch). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The language an address is in and the address without its prefix: `/mr/about` is Marathi
 * `/about`, `/mr` is Marathi Home, and anything else is English as it stands.
 */
export function languageOfPath(pathname: string): {
  language: (typeof LANGUAGES)[number];
  path: string;
} {
  for (const language of LANGUAGES) {
    if (!language.prefix) continue;
    if (pathname === language.prefix || pathname.startsWith(`${language.prefix}/`)) {
      return { language, path: pathname.slice(language.prefix.length) || '/' };
    }
  }
  return { language: LANGUAGES[0], path: pathname };
}

/** The same page in another language: `/about` → `/mr/about`, `/mr` → `/`. */
export function pathInLanguage(path: string, code: LanguageCode): string {
  const prefix = LANGUAGES.find((language) => language.code === code)?.prefix ?? '';
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
