import { useTranslation } from 'react-i18next';
import { openingHoursText } from '../../lib/opening-hours';

/** The dealer's opening hours in the page's language (lib/opening-hours.ts). */
export function OpeningHours({ text }: { text: string }) {
  const { t, i18n } = useTranslation('ui');
  const shown = openingHoursText(text, i18n.language, t);
  return <span lang={shown.lang}>{shown.text}</span>;
}
