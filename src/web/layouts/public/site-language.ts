import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  LANGUAGES,
  pathInLanguage,
  type LanguageCode,
  type SiteLanguage,
} from '../../../shared/site-languages';

/** A language of the site; `announced` may differ from LANGUAGES' in tests. */
export interface Language extends SiteLanguage {
  code: LanguageCode;
}

/** The language the page is drawn in: its strings' language (main.tsx, entry-server.tsx). */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation('layout');
  return LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];
}

/**
 * The address of this page in another language. The router's location has no language prefix
 * (the prefix is its basename), so the prefix is put back here; the query and hash are kept.
 */
export function useHrefInLanguage(): (code: LanguageCode) => string {
  const { pathname, search, hash } = useLocation();
  return (code) => `${pathInLanguage(pathname, code)}${search}${hash}`;
}
