import { useQueries } from '@tanstack/react-query';
import type { VehicleListPath } from '../../shared/catalogue';
import { normaliseBikeName } from '../../shared/models';
import { BikeNotFound, NO_BIKE_MESSAGE, unknownBikeMessage } from '../components/ui/bike-not-found';
import { PageHeader } from '../components/ui/page-header';
import { modelsQueryOptions } from '../features/catalogue/api/get-models';
import { ProductEnquiry } from '../features/enquiries/components/enquiry-forms';
import { VehicleSummary } from '../features/enquiries/components/vehicle-summary';
import { useVehicleFromNavigation } from '../features/enquiries/lib/use-vehicle-from-navigation';
import { isNotFound } from '../lib/not-found-reads';
import { useBikeView } from '../lib/vehicle-queries';

const VEHICLE_LISTS: readonly VehicleListPath[] = ['bikes', 'scooters', 'ev'];

/**
 * SPEC §2 /text-ride-booking: the bike comes by navigation state (bikeName, bikePrice, image,
 * variant) or by ?bike= alone (DESIGN §6), in which case its price and picture are fetched.
 */
export function ProductEnquiryPage() {
  const vehicle = useVehicleFromNavigation();
  const { bikeName } = vehicle;
  const view = useBikeView(bikeName);
  const lists = useQueries({
    queries: VEHICLE_LISTS.map((kind) => ({ ...modelsQueryOptions(kind), enabled: !!bikeName })),
  });
  const wanted = bikeName ? normaliseBikeName(bikeName) : '';
  const model = lists
    .flatMap((list) => list.data ?? [])
    .find((summary) => normaliseBikeName(summary.bikeName) === wanted);
  const unknownBike = isNotFound(view.error);

  return (
    <>
      <PageHeader
        title="Product Enquiry"
        documentTitle={bikeName ? `${bikeName}: Product Enquiry` : 'Product Enquiry'}
        description="Book a test ride or ask about a Honda two-wheeler: price, colours and finance, answered by our Pandharpur showroom."
        lead={
          bikeName
            ? `Book a test ride or ask us anything about the ${bikeName}.`
            : 'Book a test ride or ask us about the model you like.'
        }
      />
      <div className="page-container py-10 sm:py-12">
        {!bikeName || unknownBike ? (
          <BikeNotFound message={bikeName ? unknownBikeMessage(bikeName) : NO_BIKE_MESSAGE} />
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
            <VehicleSummary
              bikeName={bikeName}
              variant={vehicle.variant}
              price={vehicle.bikePrice ?? view.data?.bikePrice}
              image={vehicle.image ?? view.data?.image}
              imageLoading={!vehicle.image && view.isPending}
              nameImg={vehicle.nameImg ?? model?.nameImg}
            />
            <ProductEnquiry bikeName={bikeName} variant={vehicle.variant} />
          </div>
        )}
      </div>
    </>
  );
}
