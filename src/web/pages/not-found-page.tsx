import { Link } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { DocumentTitle } from '../components/ui/document-title';
import { paths } from '../lib/paths';

/** Where visitors most often want to go: offered instead of a dead end. */
const POPULAR_PAGES = [
  { label: 'Scooters', to: paths.scooters.getHref() },
  { label: 'Offers', to: paths.offers.getHref() },
  { label: 'Book for Service', to: paths.serviceBooking.getHref() },
  { label: 'Finance and EMI', to: paths.finance.getHref() },
  { label: 'Contact us', to: paths.contact.getHref() },
] as const;

export function NotFoundPage() {
  return (
    <div className="page-container flex flex-col items-center py-20 text-center sm:py-28">
      <DocumentTitle
        title="Page not found"
        description="The page you asked for does not exist. Find motorcycles, scooters, offers, service booking and finance from here."
      />
      <meta name="robots" content="noindex" />
      {/* Decorative: drawn by CSS so the faint figure is not read out or checked as text. */}
      <p
        aria-hidden="true"
        className="text-7xl font-black tracking-tight text-brand/15 before:content-['404'] sm:text-8xl"
      />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Page not found</h1>
      <p className="mt-3 max-w-md text-neutral-600">
        The page you are looking for has moved or never existed. Let us get you back on the road.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home.getHref()}>Go to home</ButtonLink>
        <ButtonLink to={paths.motorcycles.getHref()} variant="secondary">
          Browse motorcycles
        </ButtonLink>
      </div>
      <nav aria-label="Popular pages" className="mt-10">
        <h2 className="text-xs font-bold tracking-[0.18em] text-neutral-600 uppercase">
          Popular pages
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2">
          {POPULAR_PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="rounded-sm font-semibold text-brand hover:underline">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
