import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/page-header';
import { CompareView } from '../features/compare/components/compare-view';

/** /compare?bikes=Shine,SP125,Unicorn: two or three models side by side. */
export function ComparePage() {
  const { t } = useTranslation('compare');
  return (
    <>
      <PageHeader title={t('pageTitle')} lead={t('pageLead')} description={t('pageDescription')} />
      <div className="page-container py-8 sm:py-10">
        <CompareView />
      </div>
    </>
  );
}
