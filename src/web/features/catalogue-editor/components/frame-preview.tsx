import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** As on the public page: one frame per 10 px of drag. */
const PX_PER_FRAME = 10;
const PLAY_MS = 120;

const wrap = (index: number, count: number) => ((index % count) + count) % count;

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
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const drag = useRef<{ pointerId: number; startX: number; startIndex: number } | null>(null);
  const shown = wrap(index, count || 1);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => wrap(i + 1, count)), PLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const turn = (by: number) => {
    setPlaying(false);
    setIndex((i) => wrap(i + by, count));
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, () => void> = {
      ArrowRight: () => turn(1),
      ArrowUp: () => turn(1),
      ArrowLeft: () => turn(-1),
      ArrowDown: () => turn(-1),
      Home: () => turn(-shown),
      End: () => turn(count - 1 - shown),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startIndex: shown };
    setPlaying(false);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const by = Math.trunc((event.clientX - current.startX) / PX_PER_FRAME);
    setIndex(wrap(current.startIndex + by, count));
  }

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

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
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
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
