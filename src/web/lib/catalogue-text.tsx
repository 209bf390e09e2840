import { useTranslation } from 'react-i18next';
import { usePageLanguageCode } from './page-language';

/**
 * A specification row's label in the page's language. Labels are the catalogue's shared technical
 * vocabulary (a few dozen, the same on every model), so they are translated once in the
 * `specLabels` namespace, keyed by the English label, rather than typed again for each model: a
 * term is then said one way on every page (docs/glossary.md). A label the dictionary does not hold
 * (one the dealer wrote in the editor) is shown as written, marked as English.
 */
export function SpecLabel({ label }: { label: string }) {
  const { t, i18n } = useTranslation('specLabels');
  // The labels hold spaces and slashes: no key or namespace separators.
  const options = { ns: 'specLabels', keySeparator: false, nsSeparator: false } as const;
  if (i18n.language === 'en' || !i18n.exists(label, options)) {
    return <span lang={i18n.language === 'en' ? undefined : 'en'}>{label}</span>;
  }
  return <>{t(label, options)}</>;
}

/**
 * A value of the catalogue kept as Honda writes it (a specification value with its units, a
 * variant, colour or accessory name): on a Marathi or Hindi page it is marked as English, so that
 * a screen reader reads it as such.
 */
export function AsWritten({ text }: { text: string }) {
  return <span lang={useAsWrittenLang()}>{text}</span>;
}

/** The `lang` of an element holding such a value (or naming one in its aria-label): 'en' off English pages. */
export function useAsWrittenLang(): 'en' | undefined {
  return usePageLanguageCode() === 'en' ? undefined : 'en';
}
