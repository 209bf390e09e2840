import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DocumentTitle } from '../components/ui/document-title';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { useDealer } from '../features/dealers/api/get-dealer';
import { DealerContactList } from '../features/site/components/dealer-contact-list';
import { LocationMap } from '../features/site/components/location-map';
import { dealerText } from '../lib/dealer-text';
import { usePageLanguageCode } from '../lib/page-language';

/**
 * SPEC §2 /dealers/{id}: 'Loading...' until the first dealer of the list arrives, then its name,
 * address, phones, opening time, e-mail and map. An empty list or a failed call keeps it on
 * 'Loading...' (SPEC §4/§8); the failure is only logged.
 */
export function DealerPage() {
  const { t } = useTranslation('dealers');
  const language = usePageLanguageCode();
  const { id = '' } = useParams();
  const { dealer, error } = useDealer(id);

  useEffect(() => {
    // A warning, not console.error: SPEC §8 only logs this failure, nothing is wrong with the page.
    if (error) console.warn(`Failed to load dealer ${id}:`, error.message);
  }, [error, id]);

  if (!dealer) {
    return (
      <>
        <DocumentTitle title={t('documentTitle')} />
        <Loading className="min-h-[50vh]" />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={dealer.name}
        lead={t('lead', { place: dealerText(dealer, 'menu_name', language).text })}
        description={t('description', { dealer: dealer.name })}
      />
      <div className="page-container py-10 sm:py-14">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[2fr_3fr]">
          <section
            aria-labelledby="dealer-contact-heading"
            className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="dealer-contact-heading" className="mb-6 text-lg font-bold text-ink">
              {t('contactHeading')}
            </h2>
            <DealerContactList dealer={dealer} />
          </section>
          <LocationMap dealer={dealer} />
        </div>
      </div>
    </>
  );
}
