import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify/unstyled';

// Import toasts from here, never from 'react-toastify': its main entry injects a <style> element
// that the CSP blocks; the unstyled entry with ReactToastify.css (imported in main.tsx) is CSP-safe.
//
// react-toastify (5 KB of compressed script) is fetched when a page first needs it, not with every
// page: a visitor reading about a bike shows no toast. An enquiry form asks for it as it is drawn
// (preloadToasts), so its answer never waits on the network, even one that has just gone down.
// A toast shown before the container has mounted waits in react-toastify's own queue.
const loadToastify = () => import('react-toastify/unstyled');

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Fetches react-toastify and mounts its container, ready for the first toast. */
export function preloadToasts() {
  if (typeof document === 'undefined') return; // drawing on the server
  void loadToastify();
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const show =
  (kind: 'success' | 'error' | 'info') => (content: ToastContent, options?: ToastOptions) => {
    preloadToasts();
    void loadToastify().then(({ toast }) => toast[kind](content, options));
  };

export const toast = { success: show('success'), error: show('error'), info: show('info') };

const LazyToastContainer = lazy(async () => ({
  default: (await loadToastify()).ToastContainer,
}));

/** react-toastify's container, mounted once a toast is wanted. */
export function ToastContainer(props: ComponentProps<typeof LazyToastContainer>) {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer {...props} />
    </Suspense>
  );
}
