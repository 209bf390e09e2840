import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '../../../../shared/catalogue';
import { PICTURE_SIZES, ResponsivePicture } from '../../../components/ui/responsive-picture';

// Gallery pictures are 3:2 (1200 × 800 from the seed).
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 800;

interface GalleryLightboxProps {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Gets the focus back when the lightbox closes: the thumbnail that opened it. */
  returnFocusTo: HTMLElement | null;
}

const controlClass =
  'flex size-12 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur transition hover:bg-white/25';

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * One picture enlarged in a modal <dialog> (showModal: top layer, the page behind is inert). The
 * focus starts on Close, Tab cycles inside, Esc / Close / a click outside the picture close it,
 * and the arrow keys or buttons move through the pictures.
 */
export function GalleryLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: GalleryLightboxProps) {
  const { t } = useTranslation('gallery');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const image = images[index];
  const count = images.length;
  const go = (by: number) => onIndexChange((((index + by) % count) + count) % count);

  // A layout effect: Preact 11 runs a passive effect's cleanup after the next paint, when the
  // dialog has already left the page with the focus inside it, and the focus sat on the body
  // until then. This one closes the dialog and gives the focus back as it goes.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    // The page behind must not scroll under the open picture.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [returnFocusTo]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep Tab inside: a modal <dialog> alone would let the focus out to the browser's own UI.
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  if (!image) return null;

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // Esc fires `cancel`; closing goes through the parent's state like every other way out.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 size-full max-h-none max-w-none bg-transparent p-0 backdrop:bg-neutral-950/95"
    >
      <div
        className="flex size-full flex-col"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3 text-white sm:px-6">
          <h2 id={titleId} className="text-sm font-semibold tracking-wide">
            {t('pictureOf', { number: index + 1, total: count })}
          </h2>
          <button
            ref={closeRef}
            type="button"
            aria-label={t('close')}
            onClick={onClose}
            className={controlClass}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 sm:px-20"
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
        >
          <ResponsivePicture
            key={image.id}
            src={image.image_path}
            alt={t('pictureAlt', { number: index + 1 })}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            sizes={PICTURE_SIZES.fullWidth}
            decoding="auto"
            className="max-h-full w-auto max-w-full rounded-lg object-contain shadow-2xl"
          />
          {count > 1 && (
            <>
              <button
                type="button"
                aria-label={t('previousPicture')}
                onClick={() => go(-1)}
                className={`${controlClass} absolute top-1/2 left-2 -translate-y-1/2 sm:left-5`}
              >
                <ChevronLeft aria-hidden="true" className="size-7" />
              </button>
              <button
                type="button"
                aria-label={t('nextPicture')}
                onClick={() => go(1)}
                className={`${controlClass} absolute top-1/2 right-2 -translate-y-1/2 sm:right-5`}
              >
                <ChevronRight aria-hidden="true" className="size-7" />
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
