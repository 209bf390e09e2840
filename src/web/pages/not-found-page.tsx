import { ButtonLink } from '../components/ui/button';
import { DocumentTitle } from '../components/ui/document-title';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  return (
    <div className="page-container flex flex-col items-center py-20 text-center sm:py-28">
      <DocumentTitle title="Page not found" />
      <p
        className="text-7xl font-black tracking-tight text-brand/15 sm:text-8xl"
        aria-hidden="true"
      >
        404
      </p>
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
    </div>
  );
}
