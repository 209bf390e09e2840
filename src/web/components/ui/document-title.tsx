const SITE_SUFFIX = 'Honda Two-Wheelers, Pandharpur';

/** React 19 hoists <title> into <head>; the home page keeps index.html's default title. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} | ${SITE_SUFFIX}`}</title>;
}
