import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CATALOGUE_EDITOR_MESSAGES,
  MODEL_TYPES,
  type ModelType,
} from '../../../../shared/catalogue-editor';
import { ErrorMessage } from '../../../components/ui/error-message';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useModel, useModelList } from '../api/catalogue-editor';
import { isEditorTab, newModelValues, type EditorTab } from '../lib/model-form';
import { ModelEditor } from './model-editor';
import { ModelList } from './model-list';

const isModelType = (value: string | null): value is ModelType =>
  MODEL_TYPES.includes(value as ModelType);

/** The query of an address: which model (or `new`), which tab, which type the list shows. */
interface View {
  model?: string | undefined;
  tab?: EditorTab | undefined;
  type?: ModelType | undefined;
}

function search(view: View): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) if (value) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

const modelOf = (place: { search: string }) => new URLSearchParams(place.search).get('model');

/**
 * The Catalogue screen: the model list, or one model in the editor. The open model, its tab and
 * the list's type filter sit in the address (?model=12&tab=variants), so a reload or Back keeps
 * the view.
 */
export function CatalogueEditor() {
  const [params, setParams] = useSearchParams();
  const model = params.get('model');
  const typeParam = params.get('type');
  const type = isModelType(typeParam) ? typeParam : undefined;
  const tabParam = params.get('tab');
  const tab: EditorTab = isEditorTab(tabParam) ? tabParam : 'details';
  const listHref = search({ type });

  const shared = {
    tab,
    // Switching tabs replaces the entry: Back leaves the model rather than stepping through tabs.
    onTab: (next: EditorTab) =>
      setParams(new URLSearchParams(search({ model: model ?? undefined, tab: next, type })), {
        replace: true,
      }),
    listHref,
    onCreated: (id: number) =>
      setParams(new URLSearchParams(search({ model: String(id), tab, type })), { replace: true }),
    onDeleted: () => setParams(new URLSearchParams(search({ type })), { replace: true }),
    leavesModel: (current: { pathname: string; search: string }, next: typeof current) =>
      current.pathname !== next.pathname || modelOf(current) !== modelOf(next),
  };

  if (!model) {
    return (
      <ModelList
        type={type}
        hrefOf={(id) => search({ model: String(id), type })}
        filterHref={(next) => search({ type: next })}
      />
    );
  }
  if (model === 'new') {
    return (
      <ModelEditor
        key="new"
        detail={undefined}
        initialValues={newModelValues(type)}
        leads={0}
        {...shared}
      />
    );
  }
  const id = Number(model);
  if (!Number.isInteger(id) || id <= 0) {
    return <ErrorMessage message={CATALOGUE_EDITOR_MESSAGES.notFound} />;
  }
  return <LoadedModel id={id} {...shared} />;
}

function LoadedModel({
  id,
  ...shared
}: { id: number } & Omit<Parameters<typeof ModelEditor>[0], 'detail' | 'initialValues' | 'leads'>) {
  const { t } = useTranslation('adminCatalogue');
  const model = useModel(id);
  const list = useModelList();
  const leads = list.data?.find((item) => item.id === id)?.leads;
  return (
    <QueryState
      query={model}
      errorText={model.error instanceof ApiError ? model.error.message : t('loadModelFailed')}
    >
      {(detail) => (
        <ModelEditor
          key={id}
          detail={detail}
          initialValues={newModelValues()}
          leads={leads}
          {...shared}
        />
      )}
    </QueryState>
  );
}
