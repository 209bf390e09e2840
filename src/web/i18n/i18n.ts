import { createInstance, type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../shared/site-languages';

/**
 * A language's strings: one namespace per feature (`layout`, `notFound`, …), each a flat map of
 * keys to texts. The English texts are the specification's, exactly; Marathi and Hindi say the
 * same things as people here say them (docs/glossary.md fixes the dealer's terms).
 */
export type Namespaces = Record<string, Record<string, string>>;

/**
 * Each namespace of each language is a chunk of its own (locales/<code>/<namespace>.json). A
 * server-drawn page brings the namespaces it was drawn with inside its HTML (entry-server.tsx);
 * the browser fetches the others the first time a screen asks for one, in the page's language
 * only.
 */
const namespaceFiles = import.meta.glob<Record<string, string>>(
  // The panel's namespaces come with the panel's code (admin-strings.ts).
  ['./locales/*/*.json', '!./locales/*/admin*.json'],
  { import: 'default' },
);

function loadNamespace(language: string, namespace: string): Promise<Record<string, string>> {
  const load = namespaceFiles[`./locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No strings for ${language}/${namespace}`));
}

interface Options {
  /** Fetch a namespace missing from `namespaces` when a screen asks for it (the browser). */
  loadMissing?: boolean;
}

/**
 * An i18next instance for one language, ready at once with the strings passed in. A page view
 * uses one: the server makes one per render with every namespace; the browser one at start with
 * the page's namespaces, and fetches the rest as screens need them (useTranslation suspends until
 * they have come; main.tsx wraps the app in Suspense).
 */
export function createI18n(
  code: LanguageCode,
  namespaces: Namespaces,
  { loadMissing = false }: Options = {},
): I18n {
  const instance = createInstance();
  if (loadMissing) instance.use(resourcesToBackend(loadNamespace));
  void instance.use(initReactI18next).init({
    lng: code,
    resources: { [code]: namespaces },
    partialBundledLanguages: loadMissing,
    ns: Object.keys(namespaces),
    // The layout is on every public page; a screen always names its namespace.
    defaultNS: 'layout',
    // Every key exists in every language (i18n.test.ts); a missing one shows its key, not English.
    fallbackLng: false,
    // React escapes what it draws.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/**
 * The admin panel's namespaces (`adminLeads`, `adminShell`, …): the panel stays English (issue
 * 18), so they exist in English only, while its strings go through i18next like the site's.
 */
export const isAdminNamespace = (namespace: string) => /^admin[A-Z]/.test(namespace);

/** The namespaces a page asked for while it was drawn (react-i18next records them). */
export function usedNamespaces(instance: I18n): string[] {
  return instance.reportNamespaces?.getUsedNamespaces() ?? [];
}
