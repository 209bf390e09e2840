import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so nothing it draws ever resizes, and it has no ResizeObserver for the
 * components that ask to be told (report tables, long texts). An observer that is never called
 * is what a browser would do for a box that keeps its size. Undone by vi.unstubAllGlobals().
 */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * jsdom has <dialog> without showModal() and close(), and no scrollIntoView: the open attribute
 * and a scroll that goes nowhere are what the dialogs and listboxes need of them.
 */
export function stubDialogsAndScrolling(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Element.prototype.scrollIntoView = () => {};
}
