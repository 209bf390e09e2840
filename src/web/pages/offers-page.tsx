import { PageHeader } from '../components/ui/page-header';
import { QueryState } from '../components/ui/query-state';
import { OfferEnquiry } from '../features/enquiries/components/enquiry-forms';
import { newestOffer, useOffers } from '../features/offers/api/get-offers';
import { OfferCard } from '../features/offers/components/offer-card';

/** SPEC §2 /offers: the newest offer (highest id) and, beside it, the offer enquiry. */
export function OffersPage() {
  const offers = useOffers();

  return (
    <>
      <PageHeader
        title="Offers"
        lead="Our latest offer on Honda motorcycles, scooters and electric vehicles."
        description="The latest offers on Honda motorcycles, scooters and electric vehicles at our Pandharpur showroom."
      />
      <div className="page-container py-10 sm:py-14">
        <QueryState
          query={offers}
          errorText="Failed to load the offers."
          empty="There are no offers right now. Please check again soon, or call us for the best price."
          keepDataOnError
        >
          {(list) => {
            const offer = newestOffer(list);
            return (
              offer && (
                <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                  <OfferCard offer={offer} />
                  {/* The offer enquiry form (SPEC §2) is rendered into this section. */}
                  <section
                    id="offer-enquiry"
                    aria-label="Offer enquiry"
                    className="rounded-3xl border border-neutral-200 bg-neutral-50 p-6 sm:p-8 lg:sticky lg:top-24"
                  >
                    <p className="text-lg font-semibold text-ink">
                      Interested? Send us your details and we will call you back.
                    </p>
                    <OfferEnquiry />
                  </section>
                </div>
              )
            );
          }}
        </QueryState>
      </div>
    </>
  );
}
