import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** SPEC §9: one frame per 10 px of horizontal drag. */
export const PX_PER_FRAME = 10;

/** An index that wraps round at either end. */
export const wrapFrame = (index: number, count: number) => ((index % count) + count) % count;

interface Drag {
  pointerId: number;
  startX: number;
  startIndex: number;
}

/**
 * A 360° view turned by hand, as the public viewer and the editor's preview both are: dragging
 * right by n × 10 px turns n frames forward (left: backward), wrapping at either end; on the
 * focused slider the arrow keys turn one frame and Home and End go to the first and last.
 * `onTurnByHand` hears every drag start and key turn (the preview stops playing then).
 */
export function useTurning(count: number, onTurnByHand?: () => void) {
  const [index, setIndex] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  const shown = wrapFrame(index, count || 1);

  const turn = (by: number) => setIndex((current) => wrapFrame(current + by, count));

  function endDrag(event: PointerEvent<HTMLElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  }

  const sliderHandlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      // Capture keeps the drag going when the pointer leaves the box mid-turn.
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { pointerId: event.pointerId, startX: event.clientX, startIndex: shown };
      setDragging(true);
      onTurnByHand?.();
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const by = Math.trunc((event.clientX - current.startX) / PX_PER_FRAME);
      setIndex(wrapFrame(current.startIndex + by, count));
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onLostPointerCapture: endDrag,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const moves: Record<string, () => void> = {
        ArrowRight: () => turn(1),
        ArrowUp: () => turn(1),
        ArrowLeft: () => turn(-1),
        ArrowDown: () => turn(-1),
        Home: () => setIndex(0),
        End: () => setIndex(count - 1),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      onTurnByHand?.();
      move();
    },
  };

  return { index: shown, setIndex, turn, dragging, sliderHandlers };
}
