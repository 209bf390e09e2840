import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundStatus } from '../../lib/page-status';
import { paths } from '../../lib/paths';

/**
 * For the bike pages: no bike was named, or the named one is not in the catalogue. Either way
 * the page has no subject: the server answers 404 and search engines leave it out.
 */
export function BikeNotFound({ message }: { message: string }) {
  const { t } = useTranslation('ui');
  return (
    <div className="rounded-2xl border border-neutral-200 bg-neutral-50 p-6 sm:p-8">
      <NotFoundStatus />
      <p className="text-neutral-700">{message}</p>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <Link to={paths.motorcycles.getHref()} className="text-brand hover:underline">
          {t('browseMotorcycles')}
        </Link>
        <Link to={paths.scooters.getHref()} className="text-brand hover:underline">
          {t('browseScooters')}
        </Link>
        <Link to={paths.ev.getHref()} className="text-brand hover:underline">
          {t('browseElectricVehicles')}
        </Link>
      </p>
    </div>
  );
}
