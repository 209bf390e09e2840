import type { LanguageCode } from '../../shared/site-languages';
import type { Namespaces } from './i18n';

/**
 * Every namespace of every language, for the server renderer and tests. Never imported by the
 * browser's code: a page gets only the namespaces it draws (i18n.ts).
 */
const languages = import.meta.glob<Namespaces>('./locales/*/index.ts', {
  import: 'resources',
  eager: true,
});

export function allStringsOf(code: LanguageCode): Namespaces {
  const strings = languages[`./locales/${code}/index.ts`];
  if (!strings) throw new Error(`No strings for the language ${code}`);
  return strings;
}
