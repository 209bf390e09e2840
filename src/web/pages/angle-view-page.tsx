import { useTranslation } from 'react-i18next';
import { BikeNotFound } from '../components/ui/bike-not-found';
import { PageHeader } from '../components/ui/page-header';
import { AngleView } from '../features/angle-view/components/angle-view';
import { useBikeNameFromNavigation } from '../lib/bike-param';

/** SPEC §2 /angle-view: the 360° view of the bike named by navigation state or ?bike=. */
export function AngleViewPage() {
  // The bike page's words for a missing or unknown bike are said the same way here.
  const { t } = useTranslation(['angleView', 'bikeDetails']);
  const bikeName = useBikeNameFromNavigation();
  const name = bikeName ?? t('unknownName', { ns: 'bikeDetails' });

  return (
    <>
      <PageHeader
        title={t('pageTitle', { name })}
        lead={t('pageLead')}
        description={t('pageDescription', { name })}
      />
      <div className="page-container py-10 sm:py-14">
        {bikeName ? (
          <AngleView key={bikeName} bikeName={bikeName} />
        ) : (
          <BikeNotFound message={t('noBike', { ns: 'bikeDetails' })} />
        )}
      </div>
    </>
  );
}
