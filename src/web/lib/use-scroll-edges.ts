import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** The content is wider than its box: some columns are out of sight. */
  overflows: boolean;
  /** Scrolled away from the start: the sticky columns cover something. */
  scrolled: boolean;
  /** More to see on the right. */
  moreRight: boolean;
}

const NONE: ScrollEdges = { overflows: false, scrolled: false, moreRight: false };

/** Where a sideways-scrolling box stands, kept current as it scrolls, resizes or fills. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    // A pixel of slack: zoomed layouts report fractional widths.
    const hidden = box.scrollWidth - box.clientWidth;
    const next = {
      overflows: hidden > 1,
      scrolled: box.scrollLeft > 1,
      moreRight: hidden - box.scrollLeft > 1,
    };
    setEdges((current) =>
      current.overflows === next.overflows &&
      current.scrolled === next.scrolled &&
      current.moreRight === next.moreRight
        ? current
        : next,
    );
  }, [ref]);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    // The box changes width with the window; the table inside with its rows.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, measure]);

  return edges;
}
