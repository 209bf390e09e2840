import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VehicleListPath } from '../../shared/catalogue';
import { normaliseBikeName } from '../../shared/models';
import { BikeNotFound } from '../components/ui/bike-not-found';
import { PageHeader } from '../components/ui/page-header';
import { modelsQueryOptions } from '../features/catalogue/api/get-models';
import { ProductEnquiry } from '../features/enquiries/components/enquiry-forms';
import { VehicleSummary } from '../features/enquiries/components/vehicle-summary';
import { useVehicleFromNavigation } from '../features/enquiries/lib/use-vehicle-from-navigation';
import { OnRoadPriceLine } from '../features/on-road/components/on-road-price-line';
import { isNotFound } from '../lib/not-found-reads';
import { usePageLanguageCode } from '../lib/page-language';
import { useBikeResource, useBikeView } from '../lib/vehicle-queries';

const VEHICLE_LISTS: readonly VehicleListPath[] = ['bikes', 'scooters', 'ev'];

/**
 * SPEC §2 /text-ride-booking: the bike comes by navigation state (bikeName, bikePrice, image,
 * variant) or by ?bike= alone (DESIGN §6), in which case its price and picture are fetched.
 */
export function ProductEnquiryPage() {
  const { t } = useTranslation('forms');
  // The bike page's own words for a model that cannot be shown, in the page's language.
  const { t: tBike } = useTranslation('bikeDetails');
  const vehicle = useVehicleFromNavigation();
  const { bikeName } = vehicle;
  const view = useBikeView(bikeName);
  const variants = useBikeResource('variants', bikeName ?? '', Boolean(vehicle.variant));
  // A variant typed into the address is only taken once the bike's list confirms it (the server
  // refuses an enquiry naming a variant the bike lacks); one sent by the bike page is trusted.
  const listed = variants.data?.find(
    (v) => v.name.toLowerCase() === vehicle.variant?.toLowerCase(),
  );
  const fromState = vehicle.bikePrice !== undefined;
  const variant = listed?.name ?? (fromState && !variants.data ? vehicle.variant : undefined);
  const variantPending = Boolean(vehicle.variant) && variants.isPending;
  const language = usePageLanguageCode();
  const lists = useQueries({
    queries: VEHICLE_LISTS.map((kind) => ({
      ...modelsQueryOptions(kind, language),
      enabled: !!bikeName,
    })),
  });
  const wanted = bikeName ? normaliseBikeName(bikeName) : '';
  const model = lists
    .flatMap((list) => list.data ?? [])
    .find((summary) => normaliseBikeName(summary.bikeName) === wanted);
  const unknownBike = isNotFound(view.error);

  return (
    <>
      <PageHeader
        title={t('productPageTitle')}
        documentTitle={
          bikeName ? t('productPageDocumentTitle', { bike: bikeName }) : t('productPageTitle')
        }
        description={t('productPageDescription')}
        lead={bikeName ? t('productPageLeadBike', { bike: bikeName }) : t('productPageLead')}
      />
      <div className="page-container py-10 sm:py-12">
        {!bikeName || unknownBike ? (
          <BikeNotFound
            message={bikeName ? tBike('unknownBike', { name: bikeName }) : tBike('noBike')}
          />
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
            <VehicleSummary
              bikeName={bikeName}
              variant={variant}
              price={vehicle.bikePrice ?? listed?.price ?? view.data?.bikePrice}
              image={vehicle.image ?? view.data?.image}
              imageLoading={!vehicle.image && view.isPending}
              nameImg={vehicle.nameImg ?? model?.nameImg}
              priceNote={
                <OnRoadPriceLine
                  bikeName={bikeName}
                  variant={variant}
                  waiting={variantPending && !variant}
                  indicative
                />
              }
            />
            <ProductEnquiry bikeName={bikeName} variant={variant} />
          </div>
        )}
      </div>
    </>
  );
}
