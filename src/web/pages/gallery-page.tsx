import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/page-header';
import { QueryState } from '../components/ui/query-state';
import { useGallery } from '../features/gallery/api/get-gallery';
import { GalleryGrid } from '../features/gallery/components/gallery-grid';

/** SPEC §2 /gallery (IMAGES): pictures from the showroom; a click enlarges one. */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  const gallery = useGallery();

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} description={t('description')} />
      <div className="page-container py-10 sm:py-14">
        <QueryState query={gallery} errorText={t('loadError')} empty={t('empty')} keepDataOnError>
          {(images) => <GalleryGrid images={images} />}
        </QueryState>
      </div>
    </>
  );
}
