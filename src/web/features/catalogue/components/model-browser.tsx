import { useRef, useState } from 'react';
import type { ModelSummary, VehicleListPath } from '../../../../shared/catalogue';
import { QueryState } from '../../../components/ui/query-state';
import { noModelsText, useModels } from '../api/get-models';
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
  const models = useModels(kind);
  const [selectedId, setSelectedId] = useState<number>();
  const panelRef = useRef<HTMLDivElement>(null);

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
    // SPEC §8 names 'Failed to load scooters.'; the other lists say the same of their own noun.
    <QueryState query={models} errorText={`Failed to load ${noun}.`} empty={noModelsText(noun)}>
      {(list) => {
        const selected = list.find((model) => model.id === selectedId) ?? list[0];
        return (
          <div className="grid grid-cols-1 gap-10">
            <ModelCarousel
              models={list}
              selectedId={selected?.id ?? -1}
              onSelect={select}
              label={label}
            />
            <div ref={panelRef} className="scroll-mt-24">
              {selected && <ModelDetailPanel model={selected} isBikePage={kind === 'bikes'} />}
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
