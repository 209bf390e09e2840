import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { DocumentTitle } from '../components/ui/document-title';
import { PageHead } from '../lib/head';
import { paths } from '../lib/paths';

/** Where visitors most often want to go: offered instead of a dead end. */
const POPULAR_PAGES = [
  { label: 'scooters', to: paths.scooters.getHref() },
  { label: 'offers', to: paths.offers.getHref() },
  { label: 'serviceBooking', to: paths.serviceBooking.getHref() },
  { label: 'finance', to: paths.finance.getHref() },
  { label: 'contact', to: paths.contact.getHref() },
] as const;

export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  return (
    <div className="page-container flex flex-col items-center py-20 text-center sm:py-28">
      <DocumentTitle title={t('title')} description={t('description')} />
      <PageHead robots="noindex" />
      {/* Decorative: drawn by CSS so the faint figure is not read out or checked as text. */}
      <p
        aria-hidden="true"
        className="text-7xl font-black tracking-tight text-brand/15 before:content-['404'] sm:text-8xl"
      />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{t('heading')}</h1>
      <p className="mt-3 max-w-md text-neutral-600">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home.getHref()}>{t('goHome')}</ButtonLink>
        <ButtonLink to={paths.motorcycles.getHref()} variant="secondary">
          {t('browseMotorcycles')}
        </ButtonLink>
      </div>
      <nav aria-label={t('popularPages')} className="mt-10">
        <h2 className="text-xs font-bold tracking-[0.18em] text-neutral-600 uppercase">
          {t('popularPages')}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2">
          {POPULAR_PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="rounded-sm font-semibold text-brand hover:underline">
                {t(page.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
