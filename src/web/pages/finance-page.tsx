import { BadgeIndianRupee, FileText, Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { SectionHeading } from '../components/ui/section-heading';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { ContentBlocks } from '../features/content/components/content-sections';
import { EnquiryFormSlot } from '../features/content/components/enquiry-form-slot';
import { ProofPicker } from '../features/content/components/proof-picker';
import { FINANCE_DISCLAIMER, PROOF_LISTS, REQUIRED_DOCUMENTS } from '../features/content/finance';
import { usePageMeta } from '../features/content/page-meta';
import { FinanceEnquiry } from '../features/enquiries/components/enquiry-forms';
import { useVehicleFromNavigation } from '../features/enquiries/lib/use-vehicle-from-navigation';
import { useOnRoadPrice } from '../features/on-road/api/get-on-road-price';
import { useSite } from '../features/site/api/get-site';
import { telHref } from '../lib/contact-links';

/** SPEC §2 Finance: documents, proof pickers, the finance form (and EMI calculator), disclaimer. */
export function FinancePage() {
  const { t } = useTranslation('finance');
  const meta = usePageMeta('finance');
  const { data: site } = useSite();
  const dealer = site?.dealer;
  // From a bike page with a variant chosen, the EMI calculator may start from its on-road price.
  const vehicle = useVehicleFromNavigation();
  const onRoad = useOnRoadPrice(vehicle.bikeName, vehicle.variant, Boolean(vehicle.variant));

  return (
    <>
      <ContentPageHeader meta={meta} />
      <div className="page-container space-y-14 py-12 sm:space-y-16 sm:py-16">
        <section
          aria-labelledby="documents-heading"
          className="grid gap-8 lg:grid-cols-2 lg:gap-12"
        >
          <div>
            <SectionHeading
              id="documents-heading"
              eyebrow={t('documentsEyebrow')}
              title={t('documentsHeading')}
            />
            <p className="mt-4 leading-relaxed text-neutral-700">{t('intro')}</p>
            <ul className="mt-6 space-y-3">
              {REQUIRED_DOCUMENTS.map((document) => (
                <li key={document} className="flex gap-3 text-neutral-800">
                  <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                  {t(document)}
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-6 lg:pt-14">
            <div className="rounded-2xl border border-neutral-200 bg-neutral-50 p-6">
              <h3 className="text-lg font-bold text-ink">{t('proofsHeading')}</h3>
              <p className="mt-1 text-sm text-neutral-600">{t('proofsHint')}</p>
              <div className="mt-5 space-y-3">
                {PROOF_LISTS.map((proof) => (
                  <ProofPicker key={proof.id} proof={proof} headingLevel="h4" />
                ))}
              </div>
            </div>
            <div className="flex gap-4 rounded-2xl bg-neutral-900 p-6 text-white">
              <BadgeIndianRupee aria-hidden="true" className="size-8 shrink-0 text-brand-soft" />
              <div>
                <h3 className="font-bold">{t('helpHeading')}</h3>
                <p className="mt-1 text-sm text-neutral-300">
                  {t('helpText')}
                  {dealer && (
                    <>
                      {' '}
                      <Trans
                        t={t}
                        i18nKey="callSalesDesk"
                        values={{ phone: dealer.sale_no }}
                        components={{
                          phone: (
                            <a
                              href={telHref(dealer.sale_no)}
                              className="font-semibold whitespace-nowrap text-white underline hover:no-underline"
                            />
                          ),
                        }}
                      />
                    </>
                  )}
                </p>
              </div>
            </div>
          </div>
        </section>

        <EnquiryFormSlot label={t('formLabel')} heading={t('formHeading')} className="max-w-4xl">
          <FinanceEnquiry onRoad={onRoad.data} />
        </EnquiryFormSlot>

        <section
          aria-labelledby="finance-disclaimer-heading"
          className="max-w-4xl rounded-2xl border border-amber-200 bg-amber-50 p-6"
        >
          <h2
            id="finance-disclaimer-heading"
            className="flex items-center gap-2 font-bold text-ink"
          >
            <Info aria-hidden="true" className="size-5 text-amber-700" />
            {t('disclaimerHeading')}
          </h2>
          <ContentBlocks
            blocks={FINANCE_DISCLAIMER}
            namespace="finance"
            dealerName={dealer?.name}
            className="mt-3 text-sm"
          />
        </section>
      </div>
    </>
  );
}
