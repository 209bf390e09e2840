import { PageHeader } from '../components/ui/page-header';
import { QueryState } from '../components/ui/query-state';
import { useGallery } from '../features/gallery/api/get-gallery';
import { GalleryGrid } from '../features/gallery/components/gallery-grid';

/** SPEC §2 /gallery (IMAGES): pictures from the showroom; a click enlarges one. */
export function GalleryPage() {
  const gallery = useGallery();

  return (
    <>
      <PageHeader
        title="Gallery"
        lead="Deliveries, events and everyday moments at our showroom. Select a picture to enlarge it."
        description="Pictures from our Honda showroom in Pandharpur: deliveries, events and our team."
      />
      <div className="page-container py-10 sm:py-14">
        <QueryState
          query={gallery}
          errorText="Failed to load the gallery."
          empty="No pictures yet. Please visit again soon."
          keepDataOnError
        >
          {(images) => <GalleryGrid images={images} />}
        </QueryState>
      </div>
    </>
  );
}
