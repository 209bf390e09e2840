import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../components/ui/section-heading';
import { AMC_STEPS } from '../features/content/amc';
import { AmcBenefits } from '../features/content/components/amc-benefits';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { ContentVideo } from '../features/content/components/content-video';
import { EnquiryFormSlot } from '../features/content/components/enquiry-form-slot';
import { usePageMeta } from '../features/content/page-meta';
import { useDealerName } from '../features/content/types';
import { AmcEnquiry } from '../features/enquiries/components/enquiry-forms';
import { useSite } from '../features/site/api/get-site';

/** SPEC §2 AMC: every benefit of SPEC §9, a video and the AMC enquiry form. */
export function AmcPage() {
  const { t } = useTranslation('amc');
  const meta = usePageMeta('amc');
  const { data: site } = useSite();
  const dealer = useDealerName(site?.dealer.name);

  return (
    <>
      <ContentPageHeader meta={meta} />
      <div className="page-container space-y-14 py-12 sm:space-y-20 sm:py-16">
        <section aria-labelledby="amc-benefits-heading">
          <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:items-end">
            <SectionHeading
              id="amc-benefits-heading"
              eyebrow={t('benefitsEyebrow')}
              title={t('benefitsHeading')}
            />
            <p className="leading-relaxed text-neutral-700">{t('intro', { dealer })}</p>
          </div>
          <div className="mt-8">
            <AmcBenefits />
          </div>
        </section>

        <section
          aria-labelledby="amc-how-heading"
          className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12"
        >
          <ContentVideo src={site?.videos.amc} title={t('videoTitle')} />
          <div>
            <SectionHeading
              id="amc-how-heading"
              eyebrow={t('howEyebrow')}
              title={t('howHeading')}
            />
            <ol className="mt-6 space-y-5">
              {AMC_STEPS.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <p className="pt-1.5 leading-relaxed text-neutral-700">{t(step)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <EnquiryFormSlot label={t('formLabel')} heading={t('formHeading')} className="max-w-4xl">
          <AmcEnquiry />
        </EnquiryFormSlot>
      </div>
    </>
  );
}
