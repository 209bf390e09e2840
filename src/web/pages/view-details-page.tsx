import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';
import { BikeNotFound } from '../components/ui/bike-not-found';
import { BikeDetails } from '../features/bike-details/components/bike-details';
import { CompareWithLink } from '../features/compare/components/compare-with-link';
import { OnRoadPriceLine } from '../features/on-road/components/on-road-price-line';
import { useBikeNameFromNavigation } from '../lib/bike-param';

/** SPEC §2 /view-details: the bike comes by navigation state or ?bike= (DESIGN §6). */
export function ViewDetailsPage() {
  const { t } = useTranslation('bikeDetails');
  const bikeName = useBikeNameFromNavigation();
  // SPEC §2: the name defaults to 'Unknown' when none was passed.
  const name = bikeName ?? t('unknownName');

  return (
    <>
      <DocumentTitle
        title={t('pageTitle', { name })}
        description={t('pageDescription', { name })}
      />
      <div className="border-b border-neutral-200 bg-gradient-to-b from-neutral-50 to-white">
        <div className="page-container py-6 sm:py-8">
          <p className="eyebrow">{t('eyebrow')}</p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{name}</h1>
            {bikeName && <CompareWithLink bikeName={bikeName} />}
          </div>
        </div>
      </div>
      <div className="page-container py-8 sm:py-10">
        {bikeName ? (
          <BikeDetails
            key={bikeName}
            bikeName={bikeName}
            variantExtras={(choice) => (
              <OnRoadPriceLine
                bikeName={choice.bikeName}
                variant={choice.variant}
                waiting={!choice.ready}
              />
            )}
          />
        ) : (
          <BikeNotFound message={t('noBike')} />
        )}
      </div>
    </>
  );
}
