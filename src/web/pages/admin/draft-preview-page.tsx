import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Eye } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, redirect, useLocation, useParams } from 'react-router';
import type { ModelPreview } from '../../../shared/catalogue-editor';
import type { BikeRead } from '../../../shared/public-pages';
import { Loading } from '../../components/ui/spinner';
import { PublicLayout } from '../../layouts/public/public-layout';
import { ApiError } from '../../lib/api-client';
import { clearAdminMarker, hasAdminMarker } from '../../lib/admin-marker';
import { hrefWithBike } from '../../lib/bike-param';
import { paths } from '../../lib/paths';
import { bikeResourceQueryOptions } from '../../lib/vehicle-queries';
import { ModelCard } from '../../features/catalogue/components/model-card';
import { modelPreviewQuery } from '../../features/catalogue-editor/api/catalogue-editor';
import { screenHref } from './screen-href';

/** Signed out (no marker): the login page, as for every panel screen. */
export function draftPreviewLoader() {
  if (!hasAdminMarker()) throw redirect(paths.admin.login.getHref());
  return null;
}

/** The editor's address of a model, for the way back. */
const editorHref = (id: number) => `${screenHref('catalogue')}?model=${id}`;

/**
 * A query client holding the draft under the public reads' own keys (lib/vehicle-queries, the
 * on-road line, the 360° view), so the public bike page, drawn unchanged, shows the draft. Never
 * stale: nothing the preview shows is read again from the public API, which answers only what is
 * published. Reads it does not hold (the site, the model lists) go to the API as usual.
 */
export function previewQueryClient(preview: ModelPreview): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false } },
  });
  const bike = preview.bikeView.bikeName;
  // Under the keys the public pages read, in English: the panel is in English.
  const key = (read: BikeRead) => bikeResourceQueryOptions(read, bike, 'en').queryKey;
  client.setQueryData(key('bikeView'), preview.bikeView);
  client.setQueryData(key('variants'), preview.variants);
  client.setQueryData(key('bikeFeatures'), preview.bikeFeatures);
  client.setQueryData(key('bikeAccessories'), preview.bikeAccessories);
  client.setQueryData(key('bikeColours'), preview.bikeColours);
  client.setQueryData(['360Images', bike], preview.frames);
  preview.onRoad.forEach(({ variant, quote }, index) => {
    if (!quote) return;
    client.setQueryData(['onRoadPrice', bike, variant], quote);
    // With no variant chosen the page asks for the model's first.
    if (index === 0) client.setQueryData(['onRoadPrice', bike, ''], quote);
  });
  return client;
}

/**
 * /admin/preview/:id?bike=…: the public bike page and model card drawn from the model's saved
 * draft, for signed-in owners only (the API refuses everyone else). Visitors keep seeing the
 * published model until Publish.
 */
export function DraftPreviewPage() {
  const { t } = useTranslation('adminShell');
  const id = Number(useParams().id);
  const preview = useQuery({ ...modelPreviewQuery(id), enabled: Number.isInteger(id) });
  const location = useLocation();

  if (preview.isPending && Number.isInteger(id)) return <Loading label={t('loadingPreview')} />;
  if (preview.error instanceof ApiError && preview.error.status === 401) {
    clearAdminMarker();
    return <Navigate to={paths.admin.login.getHref()} replace />;
  }
  if (!preview.data) {
    const forbidden = preview.error instanceof ApiError && preview.error.status === 403;
    return (
      <PreviewProblem
        text={
          forbidden
            ? t('previewForbidden')
            : preview.error instanceof ApiError && preview.error.status === 404
              ? t('previewModelGone')
              : t('previewLoadFailed')
        }
      />
    );
  }

  // The bike page reads the bike from ?bike=; the draft may have renamed it.
  const bike = preview.data.bikeView.bikeName;
  if (new URLSearchParams(location.search).get('bike') !== bike) {
    return <Navigate to={hrefWithBike(location.pathname, bike)} replace />;
  }
  return <PreviewFrame preview={preview.data} />;
}

function PreviewFrame({ preview }: { preview: ModelPreview }) {
  const { t } = useTranslation('adminShell');
  const client = useMemo(() => previewQueryClient(preview), [preview]);
  return (
    <div className="bg-white">
      <aside
        aria-label={t('draftPreview')}
        className="border-b-4 border-amber-400 bg-amber-50 text-amber-950"
      >
        <div className="page-container flex flex-col gap-4 py-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="space-y-2">
            <p className="flex items-center gap-2 text-base font-bold">
              <Eye aria-hidden="true" className="size-5" />
              {t(preview.isDraft ? 'previewOfDraft' : 'previewOfModel', {
                name: preview.summary.name,
              })}
            </p>
            <p className="max-w-2xl text-sm">
              {preview.status === 'live' ? t('previewLiveNote') : t('previewNewNote')}{' '}
              {t('previewLinksLive')}
            </p>
            <Link
              to={editorHref(preview.id)}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('backToEditor')}
            </Link>
          </div>
          <section aria-label={t('cardOnModelList')} className="w-full max-w-72 shrink-0">
            <p className="mb-2 text-xs font-bold tracking-wide uppercase">{t('onModelList')}</p>
            <ModelCard
              model={preview.summary}
              to={hrefWithBike(paths.admin.preview.getHref(preview.id), preview.summary.bikeName)}
            />
          </section>
        </div>
      </aside>
      <QueryClientProvider client={client}>
        <PublicLayout />
      </QueryClientProvider>
    </div>
  );
}

function PreviewProblem({ text }: { text: string }) {
  const { t } = useTranslation('adminShell');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">{t('preview')}</h1>
        <p className="mt-4 text-neutral-700">{text}</p>
        <Link
          to={paths.admin.dashboard.getHref()}
          className="mt-4 inline-block font-semibold text-brand hover:underline"
        >
          {t('backToPanel')}
        </Link>
      </div>
    </main>
  );
}
