import { Bike, Calculator, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

const QUICK_LINKS = [
  { to: paths.motorcycles.getHref(), icon: Bike, label: 'Book a test ride', short: 'Test ride' },
  { to: paths.serviceBooking.getHref(), icon: Wrench, label: 'Service booking', short: 'Service' },
  { to: paths.finance.getHref(), icon: Calculator, label: 'Finance / EMI', short: 'Finance / EMI' },
] as const;

/** SPEC §2: the second site-wide bar under the header, a thin strip of quick actions. */
export function SiteBar() {
  return (
    <div className="bg-brand text-white">
      <div className="page-container flex h-10 items-center justify-center gap-4 text-xs lg:justify-between sm:text-sm">
        <p className="hidden font-medium text-white/90 lg:block">
          Sales, service &amp; genuine parts under one roof
        </p>
        <nav aria-label="Quick links">
          <ul className="flex items-center gap-1 sm:gap-2">
            {QUICK_LINKS.map(({ to, icon: Icon, label, short }) => (
              <li key={label}>
                <Link
                  to={to}
                  className="flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold whitespace-nowrap hover:bg-white/15 sm:px-3"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  <span className="sm:hidden">{short}</span>
                  <span className="hidden sm:inline">{label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
