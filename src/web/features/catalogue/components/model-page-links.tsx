import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModelSummary } from '../../../../shared/catalogue';
import { hrefWithBike } from '../../../lib/bike-param';
import { paths } from '../../../lib/paths';

interface ModelPageLinksProps {
  models: readonly ModelSummary[];
  /** The list's name, e.g. 'Motorcycles'. */
  label: string;
}

/**
 * Every model's own page as a plain link. The cards are buttons that pick a model for the panel,
 * and only the picked model links on, so without this a crawler reading the list would find one
 * model page of the many.
 */
export function ModelPageLinks({ models, label }: ModelPageLinksProps) {
  const { t } = useTranslation('catalogue');
  return (
    <nav
      aria-label={t('modelPagesLabel', { list: label })}
      className="border-t border-neutral-200 pt-6 text-sm"
    >
      <p className="font-semibold text-neutral-600">{t('eachModelsPage')}</p>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {models.map((model) => (
          <li key={model.id}>
            <Link
              to={hrefWithBike(paths.viewDetails.getHref(), model.bikeName)}
              className="rounded-sm font-semibold text-brand hover:underline"
            >
              {model.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
