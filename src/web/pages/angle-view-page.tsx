import { BikeNotFound, NO_BIKE_MESSAGE } from '../components/ui/bike-not-found';
import { PageHeader } from '../components/ui/page-header';
import { AngleView } from '../features/angle-view/components/angle-view';
import { useBikeNameFromNavigation } from '../lib/bike-param';

/** SPEC §2 /angle-view: the 360° view of the bike named by navigation state or ?bike=. */
export function AngleViewPage() {
  const bikeName = useBikeNameFromNavigation();
  const name = bikeName ?? 'Unknown';

  return (
    <>
      <PageHeader
        title={`${name} 360° View`}
        lead="Drag the picture sideways to walk all the way round the model."
        description={`A 360° view of the Honda ${name}: drag to turn it all the way round.`}
      />
      <div className="page-container py-10 sm:py-14">
        {bikeName ? (
          <AngleView key={bikeName} bikeName={bikeName} />
        ) : (
          <BikeNotFound message={NO_BIKE_MESSAGE} />
        )}
      </div>
    </>
  );
}
