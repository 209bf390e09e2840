import { useTranslation } from 'react-i18next';

/**
 * The page's <title> and, when given, its meta description. React 19 hoists both into <head>;
 * the home page keeps index.html's defaults.
 */
export function DocumentTitle({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation('site');
  return (
    <>
      <title>{`${title} | ${t('titleSuffix')}`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
