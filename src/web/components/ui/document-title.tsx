const SITE_SUFFIX = 'Honda Two-Wheelers, Pandharpur';

/**
 * The page's <title> and, when given, its meta description. React 19 hoists both into <head>;
 * the home page keeps index.html's defaults.
 */
export function DocumentTitle({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title} | ${SITE_SUFFIX}`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
