import type { VehicleListPath } from '../../shared/catalogue';
import { PageHeader } from '../components/ui/page-header';
import { ModelBrowser } from '../features/catalogue/components/model-browser';

interface ModelListPageProps {
  kind: VehicleListPath;
  title: string;
  noun: string;
  lead: string;
  description: string;
}

/** SPEC §2 model lists (/motorcycle, /scooters, /ev): carousel of models and a detail panel. */
function ModelListPage({ kind, title, noun, lead, description }: ModelListPageProps) {
  return (
    <>
      <PageHeader title={title} lead={lead} description={description} />
      <div className="page-container py-10 sm:py-14">
        <ModelBrowser kind={kind} label={title} noun={noun} />
      </div>
    </>
  );
}

export function MotorcycleListPage() {
  return (
    <ModelListPage
      kind="bikes"
      title="Motorcycles"
      noun="motorcycles"
      lead="From everyday commuters to sporty rides: the Honda motorcycle range."
      description="Honda motorcycles at our Pandharpur showroom: engine, power, ex-showroom prices, EMI, brochures and 360° views."
    />
  );
}

export function ScooterListPage() {
  return (
    <ModelListPage
      kind="scooters"
      title="Scooters"
      noun="scooters"
      lead="Easy, comfortable and dependable Honda scooters for the whole family."
      description="Honda scooters at our Pandharpur showroom: engine, power, ex-showroom prices, EMI, brochures and 360° views."
    />
  );
}

export function EvListPage() {
  return (
    <ModelListPage
      kind="ev"
      title="Electric Vehicles"
      noun="electric vehicles"
      lead="Quiet, clean and economical: Honda's electric two-wheelers."
      description="Honda electric two-wheelers at our Pandharpur showroom: motor, power, ex-showroom prices, EMI and brochures."
    />
  );
}
