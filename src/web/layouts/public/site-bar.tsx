import { Bike, Calculator, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Labels are keys of the 'layout' strings: the full one, and the short one for phones. */
const QUICK_LINKS = [
  { to: paths.motorcycles.getHref(), icon: Bike, label: 'bookTestRide', short: 'testRide' },
  { to: paths.serviceBooking.getHref(), icon: Wrench, label: 'serviceBooking', short: 'service' },
  { to: paths.finance.getHref(), icon: Calculator, label: 'financeEmi', short: 'financeEmi' },
] as const;

/** SPEC §2: the second site-wide bar under the header, a thin strip of quick actions. */
export function SiteBar() {
  const { t } = useTranslation('layout');
  return (
    <div className="bg-brand text-white">
      <div className="page-container flex h-10 items-center justify-center gap-4 text-xs lg:justify-between sm:text-sm">
        <p className="hidden font-medium text-white/90 lg:block">{t('tagline')}</p>
        <nav aria-label={t('quickLinks')}>
          <ul className="flex items-center gap-1 sm:gap-2">
            {QUICK_LINKS.map(({ to, icon: Icon, label, short }) => (
              <li key={label}>
                <Link
                  to={to}
                  className="flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold whitespace-nowrap hover:bg-white/15 sm:px-3"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  <span className="sm:hidden">{t(short)}</span>
                  <span className="hidden sm:inline">{t(label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
