import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES, type LanguageCode } from '../../../shared/site-languages';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { chosenLanguage, rememberLanguage } from './language-cookie';
import { useHrefInLanguage, usePageLanguage, type Language } from './site-language';

/**
 * Which language to offer a visitor, if any, only on an English page and only a language the
 * site announces: the one the visitor chose before (the language cookie: a visitor who read in
 * Marathi and followed an English link is offered the way back; one who chose English is offered
 * nothing), or, for a visitor who never chose, the first language of their browser's list
 * (`navigator.languages`) that comes before English and the site speaks.
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
  if (current !== 'en') return null;
  const offerable = (code: string | undefined) =>
    languages.find(
      (language) => language.code === code && language.code !== 'en' && language.announced,
    ) ?? null;
  if (chosen !== null) return offerable(chosen);
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'en') return null;
    const language = offerable(primary);
    if (language) return language;
  }
  return null;
}

/**
 * A one-line offer to read the page in the visitor's own language. Never a redirect. Decided in
 * the browser only (language list and cookie): nothing in the server's markup or the first
 * render that takes it over, so hydration matches.
 *
 * Its two lines are in the language offered, which the visitor reads better than the page's
 * English; an English page carries English strings only (i18n.ts), so each language's `layout`
 * namespace, on every public page, holds the offer's lines for every offered language
 * (`offerRead_mr`: the same Marathi words in the English, Marathi and Hindi files).
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
  return offered ? (
    <OfferLine offered={offered} href={hrefIn(offered.code)} onDismiss={() => setDismissed(true)} />
  ) : null;
}

function OfferLine({
  offered,
  href,
  onDismiss,
}: {
  offered: Language;
  href: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('layout');
  // An English page has no Devanagari type of its own (main.tsx): the offer brings it, so its line
  // is not drawn as boxes where the system has no Devanagari font.
  useEffect(() => {
    void import('../../i18n/devanagari');
  }, []);

  return (
    <div lang={offered.code} className="border-b border-brand/20 bg-brand-soft text-sm text-ink">
      <div className="page-container flex min-h-10 items-center justify-between gap-3 py-1">
        <a
          href={href}
          hrefLang={offered.hreflang}
          onClick={() => rememberLanguage(offered.code)}
          className="rounded-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t('offerRead', { context: offered.code })}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage('en');
            onDismiss();
          }}
          className="flex shrink-0 items-center gap-1 rounded-md px-2 py-1.5 text-neutral-700 hover:bg-white/70 hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
          {t('offerDismiss', { context: offered.code })}
        </button>
      </div>
    </div>
  );
}
