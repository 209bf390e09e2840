import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../lib/paths';

/**
 * Last line of defence for a render or loader failure, including a lazily loaded chunk that is
 * gone after a new deployment: explain, and offer a reload. Its words are in `ui`, which every
 * page has once the root layout has been drawn (the server carries it in the page). It never
 * waits for them: when the failure came before they did (a first visit whose code is gone), the
 * English is shown rather than a blank page waiting on another download that may fail too.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t } = useTranslation('ui', { useSuspense: false });

  return (
    <main className="flex min-h-dvh items-center justify-center bg-neutral-50 px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-ink">
          {notFound
            ? t('notFoundTitle', { defaultValue: 'Page not found' })
            : t('errorTitle', { defaultValue: 'Something went wrong' })}
        </h1>
        <p className="mt-3 text-neutral-600">
          {notFound
            ? t('notFoundText', { defaultValue: 'The page you asked for does not exist.' })
            : t('errorText', {
                defaultValue:
                  'Please reload the page. If the problem continues, call us or try again later.',
              })}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            className={buttonClasses()}
            onClick={() => window.location.reload()}
          >
            {t('reload', { defaultValue: 'Reload' })}
          </button>
          <Link to={paths.home.getHref()} reloadDocument className={buttonClasses('secondary')}>
            {t('goHome', { defaultValue: 'Go to home' })}
          </Link>
        </div>
      </div>
    </main>
  );
}
