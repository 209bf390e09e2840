import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/page-header';
import { QueryState } from '../components/ui/query-state';
import { OfferEnquiry } from '../features/enquiries/components/enquiry-forms';
import { newestOffer, useOffers } from '../features/offers/api/get-offers';
import { OfferCard } from '../features/offers/components/offer-card';

/** SPEC §2 /offers: the newest offer (highest id) and, beside it, the offer enquiry. */
export function OffersPage() {
  const { t } = useTranslation('offers');
  const offers = useOffers();

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} description={t('description')} />
      <div className="page-container py-10 sm:py-14">
        <QueryState query={offers} errorText={t('loadError')} empty={t('empty')} keepDataOnError>
          {(list) => {
            const offer = newestOffer(list);
            return (
              offer && (
                <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                  <OfferCard offer={offer} />
                  {/* The offer enquiry form (SPEC §2) is rendered into this section. */}
                  <section
                    id="offer-enquiry"
                    aria-label={t('enquiryLabel')}
                    className="rounded-3xl border border-neutral-200 bg-neutral-50 p-6 sm:p-8 lg:sticky lg:top-24"
                  >
                    <p className="text-lg font-semibold text-ink">{t('enquiryPrompt')}</p>
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
