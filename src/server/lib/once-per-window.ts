/**
 * Answers true for the first call and then once a window: when the last true is a window old.
 * Sweeping passed windows that often keeps a table or a map to what was seen lately.
 */
export function oncePerWindow(windowMs: number): (now: number) => boolean {
  let last = 0;
  return (now) => {
    if (last > now - windowMs) return false;
    last = now;
    return true;
  };
}
