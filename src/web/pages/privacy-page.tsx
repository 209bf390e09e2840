import { ErrorMessage } from '../components/ui/error-message';
import { Loading } from '../components/ui/spinner';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { LegalDocument } from '../features/content/components/legal-document';
import { PAGE_META } from '../features/content/page-meta';
import { PRIVACY_CONTACT, PRIVACY_INTRO, PRIVACY_SECTIONS } from '../features/content/privacy';
import { useSite } from '../features/site/api/get-site';
import { DealerContactList } from '../features/site/components/dealer-contact-list';

/** SPEC §2 Privacy policy: every topic of the spec, closing with the dealer's contact details. */
export function PrivacyPage() {
  const { data: site, isPending, isError, refetch } = useSite();
  const dealer = site?.dealer;

  const contactDetails = (
    <>
      <p className="leading-relaxed text-neutral-700">{PRIVACY_CONTACT.intro}</p>
      <div className="mt-5 rounded-2xl border border-neutral-200 bg-neutral-50 p-6">
        {isPending && <Loading />}
        {isError && (
          <ErrorMessage
            message="Failed to load the dealership's details."
            onRetry={() => void refetch()}
          />
        )}
        {dealer && (
          <>
            <p className="mb-5 text-lg font-bold text-ink">{dealer.name}</p>
            <DealerContactList dealer={dealer} />
          </>
        )}
      </div>
    </>
  );

  return (
    <>
      <ContentPageHeader meta={PAGE_META.privacy} />
      <LegalDocument
        intro={PRIVACY_INTRO}
        sections={PRIVACY_SECTIONS}
        dealerName={dealer?.name}
        closing={{
          id: PRIVACY_CONTACT.id,
          heading: PRIVACY_CONTACT.heading,
          content: contactDetails,
        }}
      />
    </>
  );
}
