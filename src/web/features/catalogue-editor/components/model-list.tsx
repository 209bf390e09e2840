import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MODEL_TYPES,
  type ModelListItem,
  type ModelType,
} from '../../../../shared/catalogue-editor';
import { buttonClasses } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { ScrollTable, scrollTableClasses } from '../../../components/ui/scroll-table';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useModelList } from '../api/catalogue-editor';
import { TYPE_LABELS } from '../lib/model-form';
import { ModelStatusBadge } from './model-status';

const { th, td } = scrollTableClasses;

/** The type filters, with the keys of their names (adminCatalogue). */
const FILTERS: { value: ModelType | undefined; labelKey: string }[] = [
  { value: undefined, labelKey: 'filterAll' },
  { value: 'bike', labelKey: 'filterBikes' },
  { value: 'scooter', labelKey: 'filterScooters' },
  { value: 'ev', labelKey: 'filterEvs' },
];

/** The keys of the table's column headings. */
const COLUMNS = ['columnName', 'columnType', 'columnStatus', 'columnPosition', 'columnLeads'];

/** The site's order: by type, then list position, then name. */
function inListOrder(models: readonly ModelListItem[]): ModelListItem[] {
  return [...models].sort(
    (a, b) =>
      MODEL_TYPES.indexOf(a.type) - MODEL_TYPES.indexOf(b.type) ||
      a.sortOrder - b.sortOrder ||
      a.name.localeCompare(b.name),
  );
}

/** Every model, drafts and retired ones too, filtered by type; a model opens in the editor. */
export function ModelList({
  type,
  hrefOf,
  filterHref,
}: {
  type: ModelType | undefined;
  /** The editor's address of a model (or of a new one). */
  hrefOf: (model: number | 'new') => string;
  filterHref: (type: ModelType | undefined) => string;
}) {
  const { t } = useTranslation('adminCatalogue');
  const models = useModelList();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('filterLabel')} className="flex flex-wrap gap-1.5">
          {FILTERS.map((filter) => {
            const selected = filter.value === type;
            return (
              <Link
                key={filter.labelKey}
                to={filterHref(filter.value)}
                replace
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'rounded-full border px-3.5 py-1.5 text-sm font-semibold',
                  selected
                    ? 'border-brand bg-brand text-white'
                    : 'border-neutral-300 bg-white text-neutral-700 hover:border-brand hover:text-brand',
                )}
              >
                {t(filter.labelKey)}
              </Link>
            );
          })}
        </div>
        <Link to={hrefOf('new')} className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('newModel')}
        </Link>
      </div>
      <QueryState
        query={models}
        errorText={models.error instanceof ApiError ? models.error.message : t('loadModelsFailed')}
        isEmpty={(data) => data.every((model) => type !== undefined && model.type !== type)}
        empty={type ? t('emptyOfType', { type: t(TYPE_LABELS[type]) }) : t('empty')}
        emptyTone="panel"
      >
        {(data) => (
          <ScrollTable label={t('modelsTable')} busy={models.isFetching}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={th}>
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {inListOrder(data)
                .filter((model) => type === undefined || model.type === type)
                .map((model) => (
                  <tr key={model.id} className="bg-white hover:bg-neutral-50">
                    <td className={cn(td, 'min-w-28')}>
                      <Link
                        to={hrefOf(model.id)}
                        className="font-semibold text-brand hover:underline"
                      >
                        {model.name}
                      </Link>
                      {model.bikeName !== model.name && (
                        <span className="block text-xs text-neutral-500">{model.bikeName}</span>
                      )}
                    </td>
                    <td className={cn(td, 'whitespace-nowrap')}>{t(TYPE_LABELS[model.type])}</td>
                    <td className={cn(td, 'min-w-32')}>
                      <ModelStatusBadge status={model.status} hasDraft={model.hasDraft} />
                    </td>
                    <td className={cn(td, 'tabular-nums')}>{model.sortOrder}</td>
                    <td className={cn(td, 'tabular-nums')}>{model.leads}</td>
                  </tr>
                ))}
            </tbody>
          </ScrollTable>
        )}
      </QueryState>
    </div>
  );
}
