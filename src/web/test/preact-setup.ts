import { afterAll } from 'vitest';

// Preact runs effects after the next frame: a timer of up to 35 ms that ends by calling
// cancelAnimationFrame. A component file's window goes when the file ends, and a timer still
// pending then threw in whatever file ran next (the files share a worker). Each file that has a
// window waits for those timers before it ends.
afterAll(async () => {
  if (typeof window === 'undefined') return;
  await new Promise((resolve) => setTimeout(resolve, 100));
});
