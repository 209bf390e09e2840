import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../components/ui/section-heading';
import { QueryState } from '../components/ui/query-state';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { EnquiryFormSlot } from '../features/content/components/enquiry-form-slot';
import { ContactEnquiry } from '../features/enquiries/components/enquiry-forms';
import { useSite } from '../features/site/api/get-site';
import { DealerContactList } from '../features/site/components/dealer-contact-list';
import { LocationMap } from '../features/site/components/location-map';

/** SPEC §2 Contact: the dealer's address, phones, e-mail and hours, a map, and the contact form. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const site = useSite();
  const dealer = site.data?.dealer;

  return (
    <>
      <ContentPageHeader
        meta={{ title: t('title'), description: t('description') }}
        lead={t('intro')}
      />
      <div className="page-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="visit-heading" className="min-w-0 space-y-6">
          <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
            <SectionHeading
              id="visit-heading"
              size="small"
              title={dealer?.name ?? t('visitUs')}
              className="mb-6"
            />
            <QueryState query={site} errorText={t('dealerDetailsError')} keepDataOnError>
              {({ dealer: loaded }) => <DealerContactList dealer={loaded} />}
            </QueryState>
          </div>
          {dealer && (
            // LocationMap fills its box's height: give it a box of its own shape.
            <div className="aspect-[4/3]">
              <LocationMap dealer={dealer} />
            </div>
          )}
        </section>
        <EnquiryFormSlot
          label={t('formLabel')}
          heading={t('formHeading')}
          note={t('formNote')}
          className="self-start"
        >
          <ContactEnquiry />
        </EnquiryFormSlot>
      </div>
    </>
  );
}
