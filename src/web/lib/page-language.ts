import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../shared/site-languages';

/** The language the page is drawn in: its strings' language (main.tsx, entry-server.tsx). */
export function usePageLanguageCode(): LanguageCode {
  const { i18n } = useTranslation('layout');
  return LANGUAGES.find((language) => language.code === i18n.language)?.code ?? 'en';
}
