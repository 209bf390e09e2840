import { ShieldCheck } from 'lucide-react';
import { SectionHeading } from '../components/ui/section-heading';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { EnquiryFormSlot } from '../features/content/components/enquiry-form-slot';
import { WarrantyTable } from '../features/content/components/warranty-table';
import {
  WARRANTY_INTRO,
  WARRANTY_NOTES,
  WARRANTY_PLANS,
} from '../features/content/extended-warranty';
import { PAGE_META } from '../features/content/page-meta';
import { withDealer } from '../features/content/types';
import { WarrantyEnquiry } from '../features/enquiries/components/enquiry-forms';
import { useSite } from '../features/site/api/get-site';

/** SPEC §2 Extended warranty: the SPEC §9 tables for scooters and motorcycles, and the form. */
export function ExtendedWarrantyPage() {
  const { data: site } = useSite();

  return (
    <>
      <ContentPageHeader meta={PAGE_META.extendedWarranty} />
      <div className="page-container space-y-14 py-12 sm:space-y-16 sm:py-16">
        <section aria-labelledby="warranty-plans-heading">
          <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:items-end">
            <SectionHeading
              id="warranty-plans-heading"
              eyebrow="Peace of mind"
              title="Extended warranty plans"
            />
            <p className="leading-relaxed text-neutral-700">
              {withDealer(WARRANTY_INTRO, site?.dealer.name)}
            </p>
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
          <SectionHeading id="warranty-notes-heading" size="small" title="Good to know" />
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {WARRANTY_NOTES.map((note) => (
              <li key={note} className="flex gap-2.5 text-neutral-700">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                {note}
              </li>
            ))}
          </ul>
        </section>

        <EnquiryFormSlot
          label="Extended warranty enquiry form"
          heading="Enquire about extended warranty"
          className="mx-auto max-w-4xl"
        >
          <WarrantyEnquiry />
        </EnquiryFormSlot>
      </div>
    </>
  );
}
