import { useTranslation } from 'react-i18next';
import type { Namespaces } from './i18n';

/**
 * The panel's strings (English only, `admin…` namespaces), inside the panel's own chunk: the
 * panel is drawn by the browser alone and its screens change often, so it gets all of them at
 * once with its code rather than waiting blank for a namespace at a screen's first visit (and a
 * toast shown while a screen waited would go with it).
 */
const files = import.meta.glob<Namespaces[string]>(
  // With the two the panel's shared components read (ui: the spinner, the pager; site: the
  // title): a screen that first drew one of them after it was shown (a spinner while a switch
  // saves) waited for its strings, and Preact draws a screen that waits afresh, losing what it
  // held (the switch flicked back).
  ['./locales/en/admin*.json', './locales/en/ui.json', './locales/en/site.json'],
  { eager: true, import: 'default' },
);

const ADMIN_STRINGS: Namespaces = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [
    file.slice('./locales/en/'.length, -'.json'.length),
    texts,
  ]),
);

/** Adds the panel's strings to the page's i18next instance before anything below reads them. */
export function useAdminStrings(): void {
  const { i18n } = useTranslation();
  for (const [namespace, texts] of Object.entries(ADMIN_STRINGS)) {
    if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts);
  }
}
