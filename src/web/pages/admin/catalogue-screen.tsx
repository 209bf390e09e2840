import { useTranslation } from 'react-i18next';
import { CatalogueEditor } from '../../features/catalogue-editor/components/catalogue-editor';
import { AdminScreenFrame } from './admin-screen-frame';

/** The owner's catalogue: models put on the site, changed, retired; one open in the editor. */
export function CatalogueScreen() {
  const { t } = useTranslation('adminShell');
  return (
    <AdminScreenFrame title={t('screenCatalogue')}>
      <CatalogueEditor />
    </AdminScreenFrame>
  );
}
