import { ContentPageHeader } from '../features/content/components/content-page-header';
import { LegalDocument } from '../features/content/components/legal-document';
import { usePageMeta } from '../features/content/page-meta';
import { TERMS_INTRO, TERMS_SECTIONS } from '../features/content/terms';
import { useSite } from '../features/site/api/get-site';

/** SPEC §2 Terms and conditions: legal text, product disclaimer, telecom-authority consent. */
export function TermsPage() {
  const meta = usePageMeta('terms');
  const { data: site } = useSite();
  return (
    <>
      <ContentPageHeader meta={meta} />
      <LegalDocument
        namespace="terms"
        intro={TERMS_INTRO}
        sections={TERMS_SECTIONS}
        dealerName={site?.dealer.name}
      />
    </>
  );
}
