import { useTranslation } from 'react-i18next';
import { PageHead } from '../../lib/head';

/**
 * The page's <title>, with the site's name after it, and, when given, its meta description. The
 * home page keeps index.html's title, said in its language (home-page.tsx).
 */
export function DocumentTitle({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation('site');
  return <PageHead title={`${title} | ${t('titleSuffix')}`} description={description} />;
}
