import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTurning, wrapFrame } from '../../../lib/use-turning';

const PLAY_MS = 120;

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A turning preview of a 360° view, for checking the order before it is saved: it plays on its
 * own (unless the system asks for less motion), and dragging or the arrow keys turn it by hand,
 * which stops the play.
 */
export function FramePreview({ frames, label }: { frames: readonly string[]; label: string }) {
  const { t } = useTranslation('adminCatalogue');
  const count = frames.length;
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  // Dragged or turned by the keys, as on the public page: the preview stops playing.
  const { index: shown, setIndex, sliderHandlers } = useTurning(count, () => setPlaying(false));

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => wrapFrame(i + 1, count)), PLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, count, setIndex]);

  if (count === 0) return null;
  return (
    <div className="space-y-3">
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={shown + 1}
        aria-valuetext={t('frameOf', { number: shown + 1, total: count })}
        data-frame-index={shown}
        {...sliderHandlers}
        className="relative aspect-[8/5] w-full max-w-xl cursor-grab touch-pan-y overflow-hidden rounded-xl border border-neutral-200 bg-gradient-to-b from-white to-neutral-100 select-none active:cursor-grabbing"
      >
        {frames.map((src, frame) => (
          <img
            key={`${frame}-${src}`}
            src={src}
            alt={frame === shown ? t('frameOf', { number: frame + 1, total: count }) : ''}
            aria-hidden={frame === shown ? undefined : true}
            draggable={false}
            className={cn(
              'pointer-events-none absolute inset-0 size-full object-contain',
              frame !== shown && 'invisible',
            )}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => setPlaying((p) => !p)}>
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {playing ? t('pause') : t('play')}
        </Button>
        <p className="text-sm text-neutral-600">
          {t('previewHint', { number: shown + 1, total: count })}
        </p>
      </div>
    </div>
  );
}
