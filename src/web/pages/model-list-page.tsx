import { useTranslation } from 'react-i18next';
import type { VehicleListPath } from '../../shared/catalogue';
import { PageHeader } from '../components/ui/page-header';
import { ModelBrowser } from '../features/catalogue/components/model-browser';
import { LIST_TEXT_PREFIX } from '../features/catalogue/api/get-models';

/** SPEC §2 model lists (/motorcycle, /scooters, /ev): carousel of models and a detail panel. */
function ModelListPage({ kind }: { kind: VehicleListPath }) {
  const { t } = useTranslation('catalogue');
  const prefix = LIST_TEXT_PREFIX[kind];
  const title = t(`${prefix}Title`);
  return (
    <>
      <PageHeader title={title} lead={t(`${prefix}Lead`)} description={t(`${prefix}Description`)} />
      <div className="page-container py-10 sm:py-14">
        <ModelBrowser kind={kind} label={title} />
      </div>
    </>
  );
}

export function MotorcycleListPage() {
  return <ModelListPage kind="bikes" />;
}

export function ScooterListPage() {
  return <ModelListPage kind="scooters" />;
}

export function EvListPage() {
  return <ModelListPage kind="ev" />;
}
