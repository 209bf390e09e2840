import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelSummary, VehicleListPath } from '../../../../shared/catalogue';
import { QueryState } from '../../../components/ui/query-state';
import { listMessages, useModels } from '../api/get-models';
import { ModelCarousel } from './model-carousel';
import { hasDetails, ModelDetailPanel } from './model-detail-panel';
import { ModelPageLinks } from './model-page-links';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn';

interface ModelBrowserProps {
  kind: VehicleListPath;
  /** Accessible name of the carousel, e.g. 'Motorcycles'. */
  label: string;
}

/**
 * SPEC §2 model lists: a carousel of cards (first preselected), the chosen model's panel, and a
 * link to each model's page.
 */
export function ModelBrowser({ kind, label }: ModelBrowserProps) {
  const { t } = useTranslation('catalogue');
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
    <QueryState query={models} {...listMessages(t, kind)}>
      {(list) => {
        const selected = list.find((model) => model.id === selectedId) ?? list[0];
        return (
          <div className="grid grid-cols-1 gap-10">
            {/* A server-drawn page takes each part over in a task of its own. */}
            <HydrateInTurn name="model-carousel">
              <ModelCarousel
                models={list}
                selectedId={selected?.id ?? -1}
                onSelect={select}
                label={label}
              />
            </HydrateInTurn>
            <HydrateInTurn name="model-panel">
              <div ref={panelRef} className="scroll-mt-24">
                {selected && <ModelDetailPanel model={selected} isBikePage={kind === 'bikes'} />}
              </div>
            </HydrateInTurn>
            {/* The two models whose View Details does nothing here (SPEC §2) are not linked either. */}
            <HydrateInTurn name="model-links">
              <ModelPageLinks
                models={list.filter((model) => hasDetails(model, kind === 'bikes'))}
                label={label}
              />
            </HydrateInTurn>
          </div>
        );
      }}
    </QueryState>
  );
}
