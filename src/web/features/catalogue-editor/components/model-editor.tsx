import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useBlocker } from 'react-router';
import { AUTH_MESSAGES } from '../../../../shared/admin';
import {
  CATALOGUE_EDITOR_MESSAGES,
  modelDocumentSchema,
  type ModelDetail,
  type ModelDocument,
  type ModelDocumentInput,
} from '../../../../shared/catalogue-editor';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { hrefWithBike } from '../../../lib/bike-param';
import { paths } from '../../../lib/paths';
import {
  deleteModel,
  modelQuery,
  publishModel,
  refreshAfterWrite,
  retireModel,
  saveModel,
  type WriteAnswer,
} from '../api/catalogue-editor';
import { flattenErrors } from '../lib/form-context';
import {
  EDITOR_TABS,
  errorsByTab,
  tabOfField,
  toFormValues,
  type EditorTab,
} from '../lib/model-form';
import { AccessoriesTab } from './accessories-tab';
import { BrochureTab } from './brochure-tab';
import { ColoursTab } from './colours-tab';
import { DetailsTab } from './details-tab';
import { ErrorSummary } from './error-summary';
import { FeaturesTab } from './features-tab';
import { FramesTab } from './frames-tab';
import { ModelStatusBadge } from './model-status';
import { PicturesTab } from './pictures-tab';
import { SpecsTab } from './specs-tab';
import { VariantsTab } from './variants-tab';

// One row of buttons on a phone too: the bar stays on screen while the form scrolls.
const BAR_BUTTON = 'sm:h-11 sm:px-5';

const PANELS: Record<EditorTab, () => React.ReactNode> = {
  details: DetailsTab,
  variants: VariantsTab,
  colours: ColoursTab,
  specifications: SpecsTab,
  features: FeaturesTab,
  accessories: AccessoriesTab,
  '360': FramesTab,
  brochure: BrochureTab,
  pictures: PicturesTab,
};

type Ask = 'publish' | 'retire' | 'delete';
type Place = { pathname: string; search: string };

export interface ModelEditorProps {
  /** The stored model; undefined for a new one, not saved yet. */
  detail: ModelDetail | undefined;
  /** The values a new model starts with. */
  initialValues: ModelDocumentInput;
  /** Enquiries naming the model, when known: a model with leads can be retired, not deleted. */
  leads: number | undefined;
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
  /** The model list's address. */
  listHref: string;
  /** After the first save of a new model: its editor's address takes over. */
  onCreated: (id: number) => void;
  /** After a delete: back to the list. */
  onDeleted: () => void;
  /** Whether a move to `next` leaves this model (and so may lose unsaved edits). */
  leavesModel: (current: Place, next: Place) => boolean;
}

/**
 * One model as one document: its tabs edit a form that Save draft sends whole; Publish puts the
 * saved draft on the site, Retire takes it off, Delete removes a model nobody enquired about.
 */
export function ModelEditor({
  detail,
  initialValues,
  leads,
  tab,
  onTab,
  listHref,
  onCreated,
  onDeleted,
  leavesModel,
}: ModelEditorProps) {
  const { t } = useTranslation('adminCatalogue');
  const id = detail?.id;
  const queryClient = useQueryClient();
  const form = useForm<ModelDocumentInput, unknown, ModelDocument>({
    resolver: zodResolver(modelDocumentSchema),
    defaultValues: detail ? toFormValues(detail.document) : initialValues,
  });
  const { isDirty, errors } = form.formState;
  const [ask, setAsk] = useState<Ask>();
  // A move this editor makes itself (after a create or a delete) loses nothing.
  const leaving = useRef(false);
  // A deleted model's read leaves the cache once the editor has gone (a new model may take its
  // id). Dropped while the editor is still on screen, the read would be made again: a 404.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current && id !== undefined) {
        queryClient.removeQueries({ queryKey: modelQuery(id).queryKey, exact: true });
      }
    },
    [id, queryClient],
  );

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      form.formState.isDirty &&
      nextLocation.pathname !== paths.admin.login.getHref() &&
      leavesModel(currentLocation, nextLocation),
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const save = useMutation({ mutationFn: (doc: ModelDocument) => saveModel(id, doc) });
  const publish = useMutation({ mutationFn: publishModel });
  const retire = useMutation({ mutationFn: retireModel });
  const remove = useMutation({ mutationFn: deleteModel });
  const busy = save.isPending || publish.isPending || retire.isPending || remove.isPending;

  function jumpTo(path: string) {
    onTab(tabOfField(path));
    // The field is in a panel that is shown from the next paint on.
    requestAnimationFrame(() => {
      try {
        form.setFocus(path as Path<ModelDocumentInput>);
      } catch {
        // Not every path is a field (a whole list, a stored row id).
      }
    });
  }

  /** A refused write: field messages onto their fields, else the server's message. */
  function showWriteError(error: unknown, fallback: string) {
    if (error instanceof ApiError && error.status === 401) return;
    const fieldErrors = error instanceof ApiError ? error.errors : undefined;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) {
      for (const [path, message] of Object.entries(fieldErrors)) {
        form.setError(path as Path<ModelDocumentInput>, { type: 'server', message });
      }
      const first = errorsByTab(fieldErrors)[0];
      if (first && !errorsByTab(fieldErrors).some((e) => e.tab === tab)) onTab(first.tab);
    }
    adminToast.error(failureMessage(error, fallback, AUTH_MESSAGES.somethingWrong));
  }

  /** After a write: the lists refresh, and the form takes the stored document as its start. */
  async function reload(modelId: number) {
    await refreshAfterWrite(queryClient);
    const fresh = await queryClient.fetchQuery(modelQuery(modelId));
    form.reset(toFormValues(fresh.document));
  }

  function onInvalid() {
    const flat = flattenErrors(form.formState.errors);
    const found = errorsByTab(flat);
    if (found.length > 0 && !found.some((e) => e.tab === tab)) onTab(found[0]!.tab);
    adminToast.error(CATALOGUE_EDITOR_MESSAGES.checkFields, 'catalogue-invalid');
  }

  /** Saves the form as the draft; the stored model's answer, or undefined when refused. */
  async function saveDraft(doc: ModelDocument): Promise<WriteAnswer | undefined> {
    try {
      const answer = await save.mutateAsync(doc);
      if (id === undefined) {
        leaving.current = true;
        form.reset(form.getValues());
      } else {
        await reload(id);
      }
      return answer;
    } catch (error) {
      showWriteError(error, t('saveFailed'));
      return undefined;
    }
  }

  const onSave = (event: React.FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (doc) => {
      const answer = await saveDraft(doc);
      if (!answer) return;
      adminToast.success(answer.message);
      if (id === undefined) onCreated(answer.id);
    }, onInvalid)(event);

  async function publishSaved(modelId: number) {
    try {
      const answer = await publish.mutateAsync(modelId);
      adminToast.success(answer.message);
      setAsk(undefined);
      if (modelId !== id) {
        leaving.current = true;
        await refreshAfterWrite(queryClient);
        onCreated(modelId);
      } else {
        await reload(modelId);
      }
    } catch (error) {
      setAsk(undefined);
      showWriteError(error, t('writeFailed'));
    }
  }

  // Unsaved edits are saved first: Publish puts what is on screen on the site.
  const onPublish = () => {
    if (!isDirty && id !== undefined) return void publishSaved(id);
    void form.handleSubmit(
      async (doc) => {
        const answer = await saveDraft(doc);
        if (!answer) return setAsk(undefined);
        await publishSaved(answer.id);
      },
      () => {
        setAsk(undefined);
        onInvalid();
      },
    )();
  };

  async function onRetire() {
    if (id === undefined) return;
    try {
      const answer = await retire.mutateAsync(id);
      adminToast.success(answer.message);
      await refreshAfterWrite(queryClient);
    } catch (error) {
      showWriteError(error, t('writeFailed'));
    }
    setAsk(undefined);
  }

  async function onDelete() {
    if (id === undefined) return;
    try {
      const answer = await remove.mutateAsync(id);
      adminToast.success(answer.message);
      leaving.current = true;
      deleted.current = true;
      await refreshAfterWrite(queryClient, id);
      setAsk(undefined);
      onDeleted();
    } catch (error) {
      setAsk(undefined);
      showWriteError(error, t('writeFailed'));
    }
  }

  const flatErrors = flattenErrors(errors);
  const errorCount = (tabId: EditorTab) =>
    errorsByTab(flatErrors).filter((e) => e.tab === tabId).length;
  const status = detail?.status ?? 'draft';
  const hasDraft = detail ? detail.isDraft : true;
  const name = useWatch({ control: form.control, name: 'name' });
  const bikeName = detail?.document.bikeName ?? '';
  const title = detail ? detail.document.name : t('newModel');
  const nothingToPublish = status === 'live' && !hasDraft && !isDirty;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSave} className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <Link
              to={listHref}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('allModels')}
            </Link>
            <h2 className="flex flex-wrap items-center gap-3 text-xl font-bold">
              {title}
              <ModelStatusBadge status={status} hasDraft={status !== 'draft' && hasDraft} />
            </h2>
          </div>
          <div className="flex flex-wrap gap-2">
            {id !== undefined ? (
              <a
                href={hrefWithBike(paths.admin.preview.getHref(id), bikeName)}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses('secondary', 'sm')}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('preview')}
                <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
            ) : null}
            {status === 'live' && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => setAsk('retire')}
              >
                {t('retire')}
              </Button>
            )}
            {id !== undefined && leads === 0 && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => setAsk('delete')}
              >
                {t('delete')}
              </Button>
            )}
          </div>
        </div>

        <StatusNote status={status} draft={hasDraft || isDirty} dirty={isDirty} />
        <ErrorSummary errors={flatErrors} onJump={jumpTo} />

        <Tabs
          label={t('tabsLabel')}
          selectedId={tab}
          onSelect={onTab}
          items={EDITOR_TABS.map((item) => {
            const count = errorCount(item.id);
            const Panel = PANELS[item.id];
            const label = t(item.labelKey);
            return {
              id: item.id,
              label: count > 0 ? t('tabWithErrors', { label, fixes: count }) : label,
              panel: <Panel />,
            };
          })}
        />

        <div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-2 border-t border-neutral-200 bg-white/95 px-5 py-3 sm:gap-3 backdrop-blur sm:-mx-6 sm:px-6">
          <p className="mr-auto text-xs text-neutral-600 sm:text-sm" aria-live="polite">
            {isDirty ? t('unsavedEdits') : id === undefined ? t('notSavedYet') : t('allEditsSaved')}
          </p>
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            disabled={busy}
            className={BAR_BUTTON}
          >
            {save.isPending ? t('saving') : t('saveDraft')}
          </Button>
          <Button
            size="sm"
            className={BAR_BUTTON}
            disabled={busy || nothingToPublish}
            title={nothingToPublish ? t('nothingToPublish') : undefined}
            onClick={() => setAsk('publish')}
          >
            {publish.isPending ? t('publishing') : t('publish')}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={ask === 'publish'}
        title={t('publishTitle', { name: name || title })}
        message={isDirty || id === undefined ? t('publishMessageUnsaved') : t('publishMessage')}
        confirmLabel={t('publish')}
        pendingLabel={t('publishing')}
        pending={busy}
        onCancel={() => setAsk(undefined)}
        onConfirm={onPublish}
      />
      <ConfirmDialog
        open={ask === 'retire'}
        title={t('retireTitle', { name: title })}
        message={t('retireMessage')}
        confirmLabel={t('retire')}
        pendingLabel={t('retiring')}
        pending={busy}
        onCancel={() => setAsk(undefined)}
        onConfirm={() => void onRetire()}
      />
      <ConfirmDialog
        open={ask === 'delete'}
        title={t('deleteTitle', { name: title })}
        message={t('deleteMessage')}
        confirmLabel={t('delete')}
        pendingLabel={t('deleting')}
        pending={busy}
        onCancel={() => setAsk(undefined)}
        onConfirm={() => void onDelete()}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('discardTitle')}
        message={t('discardMessage')}
        confirmLabel={t('discardEdits')}
        cancelLabel={t('stay')}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </FormProvider>
  );
}

/** What the site shows of this model, and what Preview can open. */
function StatusNote({
  status,
  draft,
  dirty,
}: {
  status: ModelDetail['status'];
  draft: boolean;
  dirty: boolean;
}) {
  const { t } = useTranslation('adminCatalogue');
  const lines: string[] = [];
  if (status === 'retired') lines.push(t('noteRetiredDraft'));
  lines.push(CATALOGUE_EDITOR_MESSAGES.previewNote);
  if (dirty) lines.push(t('noteUnsavedEdits'));
  if (!draft && status !== 'draft') {
    return (
      <p
        className={
          status === 'live'
            ? 'flex items-start gap-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900'
            : 'flex items-start gap-2 rounded-lg bg-neutral-100 px-4 py-3 text-sm text-neutral-800'
        }
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {status === 'live' ? t('noteLive') : t('noteRetired')}
      </p>
    );
  }
  return (
    <div className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{t('noteDraft')}</p>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
