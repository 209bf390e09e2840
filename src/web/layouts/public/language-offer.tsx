import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGES, type LanguageCode } from '../../../shared/site-languages';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { chosenLanguage, rememberLanguage } from './language-cookie';
import { useHrefInLanguage, usePageLanguage, type Language } from './site-language';

/**
 * The offer's words, in the language offered: the visitor reads that language better than the
 * page's English, and an English page has only the English strings loaded (i18n.ts), so these
 * two lines cannot come from the page's strings.
 */
const OFFER_TEXTS: Partial<Record<LanguageCode, { read: string; dismiss: string }>> = {
  mr: { read: 'हे पान मराठीत वाचा', dismiss: 'नको, धन्यवाद' },
  hi: { read: 'यह पेज हिंदी में पढ़ें', dismiss: 'नहीं, धन्यवाद' },
};

/**
 * Which language to offer a visitor, if any: only on an English page, only to a visitor who has
 * never chosen a language (no cookie), and only a language they put before English in their
 * browser's list (`navigator.languages`) that the site announces.
 */
export function offeredLanguage({
  preferred,
  current,
  chosen,
  languages = LANGUAGES,
}: {
  preferred: readonly string[];
  current: LanguageCode;
  /** The language cookie's value, or null when there is none. */
  chosen: string | null;
  languages?: readonly Language[];
}): Language | null {
  if (current !== 'en' || chosen !== null) return null;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'en') return null;
    const language = languages.find((candidate) => candidate.code === primary);
    if (language && language.code !== 'en' && language.announced && OFFER_TEXTS[language.code]) {
      return language;
    }
  }
  return null;
}

/**
 * A one-line offer to read the page in the visitor's own language. Never a redirect. Decided in
 * the browser only (language list and cookie): nothing in the server's markup or the first
 * render that takes it over, so hydration matches.
 */
export function LanguageOffer({ languages = LANGUAGES }: { languages?: readonly Language[] }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const current = usePageLanguage();
  const hrefIn = useHrefInLanguage();
  const [dismissed, setDismissed] = useState(false);

  // The admin panel's draft preview draws the public layout too; it stays in English.
  const inAdmin =
    pathname === paths.admin.root.path || pathname.startsWith(`${paths.admin.root.path}/`);
  if (!hydrated || dismissed || inAdmin) return null;
  const offered = offeredLanguage({
    preferred: navigator.languages,
    current: current.code,
    chosen: chosenLanguage(),
    languages,
  });
  const texts = offered && OFFER_TEXTS[offered.code];
  if (!offered || !texts) return null;

  return (
    <div lang={offered.code} className="border-b border-brand/20 bg-brand-soft text-sm text-ink">
      <div className="page-container flex min-h-10 items-center justify-between gap-3 py-1">
        <a
          href={hrefIn(offered.code)}
          hrefLang={offered.hreflang}
          onClick={() => rememberLanguage(offered.code)}
          className="rounded-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          {texts.read}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage('en');
            setDismissed(true);
          }}
          className="flex shrink-0 items-center gap-1 rounded-md px-2 py-1.5 text-neutral-700 hover:bg-white/70 hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
          {texts.dismiss}
        </button>
      </div>
    </div>
  );
}
