import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../../shared/site-languages';
import { cn } from '../../lib/cn';
import { rememberLanguage } from './language-cookie';
import { useHrefInLanguage, usePageLanguage, type Language } from './site-language';

/**
 * The languages the switch lists on a page drawn in `current`: English always, the announced
 * ones, and the page's own. None at all when that would be the page's own language alone: the
 * switch only shows when it has somewhere to send the visitor.
 */
export function switchLanguages(
  current: LanguageCode,
  languages: readonly Language[] = LANGUAGES,
): Language[] {
  const listed = languages.filter(
    (language) => language.code === 'en' || language.announced || language.code === current,
  );
  return listed.some((language) => language.code !== current) ? listed : [];
}

/** The languages the switch lists on this page (empty: the switch is not drawn). */
export function useSwitchLanguages(languages: readonly Language[] = LANGUAGES): Language[] {
  return switchLanguages(usePageLanguage().code, languages);
}

const TONES = {
  /** On the dark contact strip. */
  dark: {
    icon: 'text-brand',
    link: 'text-neutral-300 hover:text-white hover:underline',
    current: 'text-white underline decoration-brand decoration-2 underline-offset-4',
  },
  /** In the white phone menu. */
  light: {
    icon: 'text-neutral-500',
    link: 'text-ink hover:bg-neutral-50 hover:text-brand',
    current: 'bg-brand-soft text-brand',
  },
} as const;

/**
 * The same page in the site's other languages (SPEC: Marathi under /mr, Hindi under /hi). Plain
 * links: the page loads afresh with the chosen language's strings, and the choice is remembered.
 * Each language is named in its own script and marked with its own lang.
 */
export function LanguageSwitch({
  tone,
  className,
  languages = LANGUAGES,
}: {
  tone: keyof typeof TONES;
  className?: string;
  /** The site's languages; tests pass other announcements. */
  languages?: readonly Language[];
}) {
  const { t } = useTranslation('layout');
  const current = usePageLanguage();
  const hrefIn = useHrefInLanguage();
  const listed = switchLanguages(current.code, languages);
  if (listed.length === 0) return null;
  const colours = TONES[tone];

  return (
    <nav aria-label={t('language')} className={cn('items-center gap-1.5', className)}>
      <Languages aria-hidden="true" className={cn('size-4 shrink-0', colours.icon)} />
      <ul className="flex items-center gap-1">
        {listed.map((language) => {
          const isCurrent = language.code === current.code;
          return (
            <li key={language.code}>
              <a
                href={hrefIn(language.code)}
                lang={language.code}
                data-language-name
                hrefLang={language.hreflang}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => rememberLanguage(language.code)}
                className={cn(
                  'block rounded-md px-2 py-1.5 font-semibold whitespace-nowrap',
                  isCurrent ? colours.current : colours.link,
                )}
              >
                {language.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
