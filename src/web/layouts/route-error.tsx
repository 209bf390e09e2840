import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../lib/paths';

/**
 * Last line of defence for a render or loader failure, including a lazily loaded chunk that is
 * gone after a new deployment: explain, and offer a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-neutral-50 px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-ink">
          {notFound ? 'Page not found' : 'Something went wrong'}
        </h1>
        <p className="mt-3 text-neutral-600">
          {notFound
            ? 'The page you asked for does not exist.'
            : 'Please reload the page. If the problem continues, call us or try again later.'}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            className={buttonClasses()}
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
          <Link to={paths.home.getHref()} reloadDocument className={buttonClasses('secondary')}>
            Go to home
          </Link>
        </div>
      </div>
    </main>
  );
}
