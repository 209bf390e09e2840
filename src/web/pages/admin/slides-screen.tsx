import { useTranslation } from 'react-i18next';
import { SlidesManager } from '../../features/admin-slides/components/slides-manager';
import { AdminScreenFrame } from './admin-screen-frame';

/** Home's slides: their pictures, texts in three languages and order. */
export function SlidesScreen() {
  const { t } = useTranslation('adminSlides');
  return (
    <AdminScreenFrame title={t('screenTitle')}>
      <SlidesManager />
    </AdminScreenFrame>
  );
}
