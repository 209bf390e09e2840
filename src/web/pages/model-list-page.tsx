import type { VehicleListPath } from '../../shared/catalogue';
import { PageHeader } from '../components/ui/page-header';
import { ModelGrid } from '../features/catalogue/components/model-grid';

interface ModelListPageProps {
  kind: VehicleListPath;
  title: string;
  noun: string;
  lead: string;
}

/** SPEC §2 model lists (/motorcycle, /scooters, /ev); the carousel and detail panel come later. */
export function ModelListPage({ kind, title, noun, lead }: ModelListPageProps) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="page-container py-12">
        <ModelGrid kind={kind} noun={noun} eagerCount={3} />
        <p className="mt-8 text-sm text-neutral-500">All prices are ex-showroom prices.</p>
      </div>
    </>
  );
}
