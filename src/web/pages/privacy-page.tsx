import { useTranslation } from 'react-i18next';
import { QueryState } from '../components/ui/query-state';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { LegalDocument } from '../features/content/components/legal-document';
import { usePageMeta } from '../features/content/page-meta';
import { PRIVACY_CONTACT, PRIVACY_INTRO, PRIVACY_SECTIONS } from '../features/content/privacy';
import { useSite } from '../features/site/api/get-site';
import { DealerContactList } from '../features/site/components/dealer-contact-list';

/** SPEC §2 Privacy policy: every topic of the spec, closing with the dealer's contact details. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const meta = usePageMeta('privacy');
  const site = useSite();

  const contactDetails = (
    <>
      <p className="leading-relaxed text-neutral-700">{t(PRIVACY_CONTACT.intro)}</p>
      <div className="mt-5 rounded-2xl border border-neutral-200 bg-neutral-50 p-6">
        <QueryState query={site} errorText={t('dealerDetailsError')} keepDataOnError>
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
      <ContentPageHeader meta={meta} />
      <LegalDocument
        namespace="privacy"
        intro={PRIVACY_INTRO}
        sections={PRIVACY_SECTIONS}
        dealerName={site.data?.dealer.name}
        closing={{
          id: PRIVACY_CONTACT.id,
          heading: t(PRIVACY_CONTACT.heading),
          content: contactDetails,
        }}
      />
    </>
  );
}
