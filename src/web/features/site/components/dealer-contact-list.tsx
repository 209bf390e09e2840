import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { EmailAddress } from '../../../components/ui/email-address';
import { OpeningHours } from '../../../components/ui/opening-hours';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dealerText } from '../../../lib/dealer-text';
import { usePageLanguageCode } from '../../../lib/page-language';
import type { Dealer } from '../../../../shared/catalogue';
import { mailtoHref, telHref } from '../../../lib/contact-links';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-xs font-semibold uppercase tracking-wider text-neutral-500 [&:lang(hi)]:tracking-normal [&:lang(mr)]:tracking-normal">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="[overflow-wrap:anywhere] text-ink">{children}</dd>
    </div>
  );
}

const linkClass = 'font-medium hover:text-brand hover:underline';

/** Address, both phones, e-mail and opening hours of the dealership (SPEC §2 Home, Dealer page). */
export function DealerContactList({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation('ui');
  const address = dealerText(dealer, 'address', usePageLanguageCode());
  const iconClass = 'size-5';
  return (
    <dl className="grid gap-5">
      <Row icon={<MapPin className={iconClass} />} label={t('address')}>
        <address lang={address.lang} className="not-italic">
          {address.text}
        </address>
      </Row>
      <Row icon={<Phone className={iconClass} />} label={t('sales')}>
        <a className={linkClass} href={telHref(dealer.sale_no)}>
          {dealer.sale_no}
        </a>
      </Row>
      <Row icon={<Phone className={iconClass} />} label={t('service')}>
        <a className={linkClass} href={telHref(dealer.service_no)}>
          {dealer.service_no}
        </a>
      </Row>
      <Row icon={<Mail className={iconClass} />} label={t('email')}>
        <a className={linkClass} href={mailtoHref(dealer.email)}>
          <EmailAddress address={dealer.email} />
        </a>
      </Row>
      <Row icon={<Clock className={iconClass} />} label={t('openingHours')}>
        <OpeningHours text={dealer.open_time} />
      </Row>
    </dl>
  );
}
