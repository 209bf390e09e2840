import { ErrorMessage } from '../components/ui/error-message';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { useGallery } from '../features/gallery/api/get-gallery';
import { GalleryGrid } from '../features/gallery/components/gallery-grid';

/** SPEC §2 /gallery (IMAGES): pictures from the showroom; a click enlarges one. */
export function GalleryPage() {
  const { data: images, isPending, isError, refetch } = useGallery();

  return (
    <>
      <PageHeader
        title="Gallery"
        lead="Deliveries, events and everyday moments at our showroom. Select a picture to enlarge it."
        description="Pictures from our Honda showroom in Pandharpur: deliveries, events and our team."
      />
      <div className="page-container py-10 sm:py-14">
        {isPending && <Loading />}
        {isError && (
          <ErrorMessage message="Failed to load the gallery." onRetry={() => void refetch()} />
        )}
        {images &&
          (images.length === 0 ? (
            <p className="rounded-xl border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-600">
              No pictures yet. Please visit again soon.
            </p>
          ) : (
            <GalleryGrid images={images} />
          ))}
      </div>
    </>
  );
}
