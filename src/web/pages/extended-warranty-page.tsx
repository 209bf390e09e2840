import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../components/ui/section-heading';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { EnquiryFormSlot } from '../features/content/components/enquiry-form-slot';
import { WarrantyTable } from '../features/content/components/warranty-table';
import { WARRANTY_NOTES, WARRANTY_PLANS } from '../features/content/extended-warranty';
import { usePageMeta } from '../features/content/page-meta';
import { useDealerName } from '../features/content/types';
import { WarrantyEnquiry } from '../features/enquiries/components/enquiry-forms';
import { useSite } from '../features/site/api/get-site';

/** SPEC §2 Extended warranty: the SPEC §9 tables for scooters and motorcycles, and the form. */
export function ExtendedWarrantyPage() {
  const { t } = useTranslation('warranty');
  const meta = usePageMeta('extendedWarranty');
  const { data: site } = useSite();
  const dealer = useDealerName(site?.dealer.name);

  return (
    <>
      <ContentPageHeader meta={meta} />
      <div className="page-container space-y-14 py-12 sm:space-y-16 sm:py-16">
        <section aria-labelledby="warranty-plans-heading">
          <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:items-end">
            <SectionHeading
              id="warranty-plans-heading"
              eyebrow={t('plansEyebrow')}
              title={t('plansHeading')}
            />
            <p className="leading-relaxed text-neutral-700">{t('intro', { dealer })}</p>
          </div>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            {WARRANTY_PLANS.map((plan) => (
              <WarrantyTable key={plan.id} plan={plan} />
            ))}
          </div>
        </section>

        <section
          aria-labelledby="warranty-notes-heading"
          className="rounded-2xl border border-neutral-200 bg-neutral-50 p-6 sm:p-8"
        >
          <SectionHeading id="warranty-notes-heading" size="small" title={t('notesHeading')} />
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {WARRANTY_NOTES.map((note) => (
              <li key={note} className="flex gap-2.5 text-neutral-700">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                {t(note)}
              </li>
            ))}
          </ul>
        </section>

        <EnquiryFormSlot label={t('formLabel')} heading={t('formHeading')} className="max-w-4xl">
          <WarrantyEnquiry />
        </EnquiryFormSlot>
      </div>
    </>
  );
}
