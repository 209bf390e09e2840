import { DocumentTitle } from '../components/ui/document-title';
import { BikeNotFound, NO_BIKE_MESSAGE } from '../components/ui/bike-not-found';
import { BikeDetails } from '../features/bike-details/components/bike-details';
import { useBikeNameFromNavigation } from '../lib/bike-param';

/** SPEC §2 /view-details: the bike comes by navigation state or ?bike= (DESIGN §6). */
export function ViewDetailsPage() {
  const bikeName = useBikeNameFromNavigation();
  // SPEC §2: the name defaults to 'Unknown' when none was passed.
  const name = bikeName ?? 'Unknown';

  return (
    <>
      <DocumentTitle
        title={`${name} details`}
        description={`Specifications, colours, features, accessories and variant prices of the Honda ${name}.`}
      />
      <div className="border-b border-neutral-200 bg-gradient-to-b from-neutral-50 to-white">
        <div className="page-container py-6 sm:py-8">
          <p className="text-xs font-bold tracking-[0.2em] text-brand uppercase">Bike details</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{name}</h1>
        </div>
      </div>
      <div className="page-container py-8 sm:py-10">
        {bikeName ? (
          <BikeDetails key={bikeName} bikeName={bikeName} />
        ) : (
          <BikeNotFound message={NO_BIKE_MESSAGE} />
        )}
      </div>
    </>
  );
}
