import { ChevronLeft, ChevronRight, MoveHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useTurning } from '../../../lib/use-turning';

// 360 frames are 8:5 from the seed; the box keeps that ratio so nothing jumps while turning.
const FRAME_WIDTH = 800;
const FRAME_HEIGHT = 500;

const turnButtonClass =
  'flex size-11 items-center justify-center rounded-full border border-neutral-300 bg-white text-ink shadow-sm transition hover:border-brand hover:text-brand';

/**
 * SPEC §2 360 view. Dragging right by n × 10 px turns n frames forward (left: backward), wrapping
 * round at either end. The viewer is a slider for assistive technology and the keyboard (arrow
 * keys, Home, End); two buttons give one-click turning without dragging (WCAG 2.5.7).
 */
export function AngleViewer({ bikeName, frames }: { bikeName: string; frames: string[] }) {
  const { t } = useTranslation('angleView');
  const count = frames.length;
  const { index, turn, dragging, sliderHandlers } = useTurning(count);

  return (
    <div className="flex flex-col items-center gap-5">
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('viewerLabel', { name: bikeName })}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={index + 1}
        aria-valuetext={t('frameOf', { frame: index + 1, total: count })}
        aria-orientation="horizontal"
        data-frame-index={index}
        {...sliderHandlers}
        // pan-y: a vertical swipe still scrolls the page; horizontal movement turns the bike.
        className={cn(
          'relative aspect-[8/5] w-full max-w-[800px] touch-pan-y overflow-hidden rounded-3xl border border-neutral-200 bg-gradient-to-b from-white to-neutral-100 select-none',
          dragging ? 'cursor-grabbing' : 'cursor-grab',
        )}
      >
        {/* Every frame stays in the page (decoded once), only the current one is visible. */}
        {frames.map((src, frame) => (
          <img
            key={src}
            src={src}
            alt={
              frame === index
                ? t('frameAlt', { name: bikeName, frame: frame + 1, total: count })
                : ''
            }
            aria-hidden={frame === index ? undefined : true}
            width={FRAME_WIDTH}
            height={FRAME_HEIGHT}
            draggable={false}
            className={cn(
              'pointer-events-none absolute inset-0 size-full object-contain',
              frame !== index && 'invisible',
            )}
          />
        ))}
      </div>
      <div className="flex items-center gap-4">
        <button
          type="button"
          aria-label={t('turnLeft')}
          onClick={() => turn(-1)}
          className={turnButtonClass}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="flex items-center gap-2 text-sm font-semibold text-neutral-700">
          <MoveHorizontal aria-hidden="true" className="size-5 text-brand" />
          {t('dragToRotate')}
        </p>
        <button
          type="button"
          aria-label={t('turnRight')}
          onClick={() => turn(1)}
          className={turnButtonClass}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="text-center text-xs text-neutral-500">{t('keyboardHint')}</p>
    </div>
  );
}
