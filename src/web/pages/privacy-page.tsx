import { QueryState } from '../components/ui/query-state';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { LegalDocument } from '../features/content/components/legal-document';
import { PAGE_META } from '../features/content/page-meta';
import { PRIVACY_CONTACT, PRIVACY_INTRO, PRIVACY_SECTIONS } from '../features/content/privacy';
import { useSite } from '../features/site/api/get-site';
import { DealerContactList } from '../features/site/components/dealer-contact-list';

/** SPEC §2 Privacy policy: every topic of the spec, closing with the dealer's contact details. */
export function PrivacyPage() {
  const site = useSite();
  const dealer = site.data?.dealer;

  const contactDetails = (
    <>
      <p className="leading-relaxed text-neutral-700">{PRIVACY_CONTACT.intro}</p>
      <div className="mt-5 rounded-2xl border border-neutral-200 bg-neutral-50 p-6">
        <QueryState
          query={site}
          errorText="Failed to load the dealership's details."
          keepDataOnError
        >
          {({ dealer: loaded }) => (
            <>
              <p className="mb-5 text-lg font-bold text-ink">{loaded.name}</p>
              <DealerContactList dealer={loaded} />
            </>
          )}
        </QueryState>
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
