import { CalendarCheck, CircleCheck, Phone, Wrench } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/ui/button';
import { OpeningHours } from '../components/ui/opening-hours';
import { SectionHeading } from '../components/ui/section-heading';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { EnquiryFormSlot } from '../features/content/components/enquiry-form-slot';
import { InfoCards } from '../features/content/components/info-cards';
import { usePageMeta } from '../features/content/page-meta';
import { SERVICE_BOOKING } from '../features/content/service-pages';
import { ServiceBookingEnquiry } from '../features/enquiries/components/enquiry-forms';
import { useSite } from '../features/site/api/get-site';
import { telHref } from '../lib/contact-links';

const SERVICE_ICONS = { free: CalendarCheck, paid: Wrench };

/** SPEC §2 Service booking: what the two service types mean, and the booking form. */
export function ServiceBookingPage() {
  const { t } = useTranslation('servicePages');
  const meta = usePageMeta('serviceBooking');
  const { data: site } = useSite();
  const dealer = site?.dealer;

  return (
    <>
      <ContentPageHeader meta={meta} />
      <div className="page-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="service-types-heading">
            <SectionHeading
              id="service-types-heading"
              eyebrow={t('serviceTypesEyebrow')}
              title={t('serviceTypesHeading')}
            />
            <p className="mt-4 max-w-3xl leading-relaxed text-neutral-700">{t('serviceIntro')}</p>
            <InfoCards
              items={SERVICE_BOOKING.serviceTypes.map((key) => ({
                key,
                title: t(`${key}ServiceTitle`),
                text: t(`${key}ServiceText`),
              }))}
              icons={SERVICE_ICONS}
              className="mt-6"
            />
          </section>
          <EnquiryFormSlot label={t('serviceFormLabel')} heading={t('serviceFormHeading')}>
            <ServiceBookingEnquiry />
          </EnquiryFormSlot>
        </div>

        <aside aria-label={t('beforeVisitLabel')} className="space-y-6">
          <div className="rounded-2xl border border-neutral-200 bg-neutral-50 p-6">
            <h2 className="font-bold text-ink">{t('beforeVisitHeading')}</h2>
            <ul className="mt-4 space-y-3 text-sm text-neutral-700">
              {SERVICE_BOOKING.checklist.map((item) => (
                <li key={item} className="flex gap-2.5">
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand" />
                  {t(item)}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-neutral-900 p-6 text-white">
            <h2 className="font-bold">{t('preferToCallHeading')}</h2>
            <p className="mt-2 text-sm text-neutral-300">
              <Trans
                t={t}
                i18nKey="serviceDeskOpen"
                // The hours draw themselves (in the page's language); the text fills in only
                // while the dealer's data is on its way.
                values={{ hours: dealer ? '' : t('serviceDeskHoursFallback') }}
                components={{
                  hours: dealer ? <OpeningHours text={dealer.open_time} /> : <span />,
                }}
              />
            </p>
            {dealer && (
              <a
                href={telHref(dealer.service_no)}
                className={buttonClasses('primary', 'md', 'mt-4')}
              >
                <Phone aria-hidden="true" className="size-4" />
                {t('callService', { phone: dealer.service_no })}
              </a>
            )}
          </div>
        </aside>
      </div>
    </>
  );
}
