import type { Dealer } from '../../shared/catalogue';
import type { LanguageCode } from '../../shared/site-languages';

/** The dealer's texts held in Marathi and Hindi beside the English (migration 0016). */
type TranslatedField = 'address' | 'menu_name';

/**
 * A text of the dealer in the page's language where the dealer has it written, in English
 * otherwise; `lang` marks the English shown on a Marathi or Hindi page.
 */
export function dealerText(
  dealer: Pick<Dealer, TranslatedField | `${TranslatedField}_${'mr' | 'hi'}`>,
  field: TranslatedField,
  language: LanguageCode,
): { text: string; lang: 'en' | undefined } {
  const translated = language === 'en' ? '' : dealer[`${field}_${language}`];
  if (translated.trim() !== '') return { text: translated, lang: undefined };
  return { text: dealer[field], lang: language === 'en' ? undefined : 'en' };
}
