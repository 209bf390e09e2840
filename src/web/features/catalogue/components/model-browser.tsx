import { useRef, useState } from 'react';
import type { ModelSummary, VehicleListPath } from '../../../../shared/catalogue';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Loading } from '../../../components/ui/spinner';
import { useModels } from '../api/get-models';
import { ModelCarousel } from './model-carousel';
import { ModelDetailPanel } from './model-detail-panel';

interface ModelBrowserProps {
  kind: VehicleListPath;
  /** Accessible name of the carousel, e.g. 'Motorcycles'. */
  label: string;
  /** Plural noun for messages: 'motorcycles', 'scooters', 'electric vehicles'. */
  noun: string;
}

/** SPEC §2 model lists: a carousel of cards (first preselected) and the chosen model's panel. */
export function ModelBrowser({ kind, label, noun }: ModelBrowserProps) {
  const { data: models, isPending, isError, refetch } = useModels(kind);
  const [selectedId, setSelectedId] = useState<number>();
  const panelRef = useRef<HTMLDivElement>(null);

  if (isPending) return <Loading />;
  if (isError) {
    // SPEC §8 names 'Failed to load scooters.'; the other lists say the same of their own noun.
    return <ErrorMessage message={`Failed to load ${noun}.`} onRetry={() => void refetch()} />;
  }
  if (models.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-600">
        No {noun} are listed right now. Please call us for the latest models.
      </p>
    );
  }

  const selected = models.find((model) => model.id === selectedId) ?? models[0];

  function select(model: ModelSummary) {
    setSelectedId(model.id);
    // On a phone the panel sits below the fold: bring its top into view so the click shows something.
    const panel = panelRef.current;
    if (panel && panel.getBoundingClientRect().top > window.innerHeight * 0.6) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
  }

  return (
    <div className="grid grid-cols-1 gap-10">
      <ModelCarousel
        models={models}
        selectedId={selected?.id ?? -1}
        onSelect={select}
        label={label}
      />
      <div ref={panelRef} className="scroll-mt-24">
        {selected && <ModelDetailPanel model={selected} isBikePage={kind === 'bikes'} />}
      </div>
    </div>
  );
}
