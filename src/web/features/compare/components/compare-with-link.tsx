import { GitCompareArrows } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normaliseBikeName } from '../../../../shared/models';
import { ButtonLink } from '../../../components/ui/button';
import { compareWithNext } from '../../../lib/compare-link';
import { useModelChoices } from '../api/get-comparison';

/**
 * The bike page's "Compare": this model beside the next one of its type. The lists arrive after
 * the page runs; until then the link opens the compare page with this model alone, which asks
 * for a second. A model no list holds (switched off, unknown) gets no link.
 */
export function CompareWithLink({ bikeName }: { bikeName: string }) {
  const { t } = useTranslation('compare');
  const { lists, ready } = useModelChoices();
  const own = lists.find((list) =>
    list.models?.some((m) => normaliseBikeName(m.bikeName) === normaliseBikeName(bikeName)),
  );
  if (ready && !own) return null;
  const { href, partner } = compareWithNext(bikeName, own?.models ?? []);
  return (
    <ButtonLink to={href} variant="secondary" size="sm">
      <GitCompareArrows aria-hidden="true" className="size-4" />
      {t('compare')}
      <span className="sr-only">
        {' '}
        {partner
          ? t('compareWith', { bike: bikeName, partner })
          : t('compareWithAnother', { bike: bikeName })}
      </span>
    </ButtonLink>
  );
}
