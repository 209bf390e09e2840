import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dealerText } from '../../lib/dealer-text';
import { usePageLanguageCode } from '../../lib/page-language';
import { Link } from 'react-router';
import { useSite } from '../../features/site/api/get-site';
import { EmailAddress } from '../../components/ui/email-address';
import { mailtoHref, telHref } from '../../lib/contact-links';
import { paths } from '../../lib/paths';

// Computed once per page load: the footer never shows a hard-coded year (SPEC §1).
const CURRENT_YEAR = new Date().getFullYear();

/**
 * SPEC §2: Finance appears twice on purpose (Finance and EMI Calculator). Headings and labels are
 * keys of the 'layout' strings.
 */
const FOOTER_COLUMNS = [
  {
    heading: 'quickLinks',
    links: [
      { label: 'footerFinance', to: paths.finance.getHref() },
      { label: 'footerEmiCalculator', to: paths.finance.getHref() },
      { label: 'footerContact', to: paths.contact.getHref() },
      { label: 'footerAbout', to: paths.about.getHref() },
      { label: 'footerTerms', to: paths.terms.getHref() },
      { label: 'footerPrivacy', to: paths.privacy.getHref() },
    ],
  },
  {
    heading: 'footerServices',
    links: [
      { label: 'footerBookForService', to: paths.serviceBooking.getHref() },
      { label: 'footerAmc', to: paths.amc.getHref() },
      { label: 'footerExtendedWarranty', to: paths.extendedWarranty.getHref() },
      { label: 'footerOptIn', to: paths.optIn.getHref() },
    ],
  },
] as const;

const linkClass = 'rounded-sm text-neutral-300 transition-colors hover:text-white hover:underline';

export function SiteFooter() {
  const { t } = useTranslation('layout');
  const { data: site } = useSite();
  const dealer = site?.dealer;
  const language = usePageLanguageCode();
  const address = dealer && dealerText(dealer, 'address', language);

  return (
    <footer className="bg-neutral-950 text-sm text-neutral-300">
      <div className="h-1 bg-brand" />
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr]">
        <section aria-labelledby="footer-dealer">
          <h2 id="footer-dealer" className="text-lg font-bold tracking-tight text-white">
            {dealer?.name ?? t('authorisedDealer')}
          </h2>
          {dealer && (
            <ul className="mt-5 space-y-3">
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <address lang={address?.lang} className="not-italic">
                  {address?.text}
                </address>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <span>
                  {t('sales')}:{' '}
                  <a href={telHref(dealer.sale_no)} className={linkClass}>
                    {dealer.sale_no}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <span>
                  {t('service')}:{' '}
                  <a href={telHref(dealer.service_no)} className={linkClass}>
                    {dealer.service_no}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <a href={mailtoHref(dealer.email)} className={linkClass}>
                  <EmailAddress address={dealer.email} />
                </a>
              </li>
            </ul>
          )}
        </section>

        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={t(column.heading)}>
            <h2 className="text-xs font-bold tracking-[0.18em] text-white uppercase [&:lang(hi)]:tracking-normal [&:lang(mr)]:tracking-normal">
              {t(column.heading)}
            </h2>
            <ul className="mt-5 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-white/10">
        <div className="page-container flex flex-col gap-2 py-5 text-xs text-neutral-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {CURRENT_YEAR} {dealer?.name ?? ''}
          </p>
          {site && (
            <p>
              {t('websiteBy')}{' '}
              <a
                href={site.developerCredit.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-neutral-200 hover:text-white hover:underline"
              >
                {site.developerCredit.name}
              </a>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
