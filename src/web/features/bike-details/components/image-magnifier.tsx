import { useRef, useState, type PointerEvent } from 'react';
import { PICTURE_SIZES, ResponsivePicture } from '../../../components/ui/responsive-picture';

interface ImageMagnifierProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** SPEC §9: a 150 px lens at zoom 1.5. */
  lensSize?: number;
  zoom?: number;
}

interface LensState {
  x: number;
  y: number;
  imageWidth: number;
  imageHeight: number;
}

/**
 * A picture with a circular magnifying lens that follows the mouse, pen or finger. The lens is the
 * same picture as a background image, scaled by `zoom` and shifted so the point under the pointer
 * sits in its centre. Touch: the picture takes the gesture (touch-action: none) so the lens can move.
 */
export function ImageMagnifier({
  src,
  alt,
  width,
  height,
  lensSize = 150,
  zoom = 1.5,
}: ImageMagnifierProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [lens, setLens] = useState<LensState | null>(null);

  function follow(event: PointerEvent<HTMLDivElement>) {
    const rect = imageRef.current?.getBoundingClientRect();
    if (!rect) return;
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    if (x < 0 || y < 0 || x > rect.width || y > rect.height) {
      setLens(null);
      return;
    }
    setLens({ x, y, imageWidth: rect.width, imageHeight: rect.height });
  }

  const hide = () => setLens(null);
  const half = lensSize / 2;

  return (
    <div
      className="relative cursor-crosshair overflow-hidden rounded-2xl"
      onPointerEnter={follow}
      onPointerDown={follow}
      onPointerMove={follow}
      onPointerLeave={hide}
      onPointerCancel={hide}
      onPointerUp={(event) => {
        // A finger lifted ends the look; a mouse keeps hovering.
        if (event.pointerType !== 'mouse') hide();
      }}
    >
      {/* The lens below shows `src` itself: enlarged, it needs every pixel there is. */}
      <ResponsivePicture
        ref={imageRef}
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes={PICTURE_SIZES.mainColumn}
        decoding="auto"
        draggable={false}
        className="block h-auto w-full touch-none select-none"
      />
      {lens && (
        <div
          aria-hidden="true"
          data-magnifier-lens=""
          className="pointer-events-none absolute rounded-full bg-white bg-no-repeat shadow-[0_0_0_3px_#fff,0_12px_28px_rgba(0,0,0,0.35)]"
          style={{
            width: lensSize,
            height: lensSize,
            left: lens.x - half,
            top: lens.y - half,
            backgroundImage: `url("${src}")`,
            backgroundSize: `${lens.imageWidth * zoom}px ${lens.imageHeight * zoom}px`,
            backgroundPosition: `${half - lens.x * zoom}px ${half - lens.y * zoom}px`,
          }}
        />
      )}
    </div>
  );
}
