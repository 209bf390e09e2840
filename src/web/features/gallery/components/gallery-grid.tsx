import { Expand } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '../../../../shared/catalogue';
import { PICTURE_SIZES, ResponsivePicture } from '../../../components/ui/responsive-picture';
import { GalleryLightbox } from './gallery-lightbox';

const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 800;

/** SPEC §2 Gallery: a grid of pictures; a click (or Enter) enlarges one in a modal. */
export function GalleryGrid({ images }: { images: readonly GalleryImage[] }) {
  const { t } = useTranslation('gallery');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={t('enlargePicture', { number: index + 1, total: images.length })}
              onClick={(event) => {
                setOpener(event.currentTarget);
                setOpenIndex(index);
              }}
              className="group relative block w-full overflow-hidden rounded-xl bg-neutral-100 shadow-sm sm:rounded-2xl"
            >
              <ResponsivePicture
                src={image.image_path}
                alt={t('pictureAlt', { number: index + 1 })}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                sizes={PICTURE_SIZES.tileOfThree}
                loading={index === 0 ? 'eager' : 'lazy'}
                className="aspect-[3/2] w-full object-cover transition duration-300 group-hover:scale-105"
              />
              <span
                aria-hidden="true"
                className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-black/55 text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <Expand className="size-5" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <GalleryLightbox
          images={images}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          returnFocusTo={opener}
        />
      )}
    </>
  );
}
