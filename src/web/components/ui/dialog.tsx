import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

interface DialogProps {
  open: boolean;
  /** Called for Esc, the close button and a click on the backdrop (unless `dismissible` is false). */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** False while a request is under way: Esc, the backdrop and the close button do nothing. */
  dismissible?: boolean;
  /** Tailwind max-width class of the panel. */
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg' } as const;

/**
 * A modal on the native <dialog> element: showModal() gives the top layer, the inert page behind
 * and the focus trap for free. Labelled by its title; Esc closes; focus goes back to the element
 * that opened it. The content only renders while open, so forms inside start afresh every time.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  dismissible = true,
  size = 'md',
  role = 'dialog',
}: DialogProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect, so the dialog closes and gives the focus back in the render that closes it:
  // Preact 11 runs a passive effect's cleanup after the next paint, and a dialog unmounted
  // meanwhile took the focus with it to the body.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element; a field marked data-autofocus wins.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may be gone (a deleted row); then the browser's default focus is fine.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Esc fires `cancel`: the parent's state decides whether the dialog goes away.
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      // Chrome closes a dialog on a second Esc even when `cancel` was refused; keep the state in
      // step. After a close asked for by the state, this render's `open` is already false.
      onClose={() => {
        if (open) onClose();
      }}
      // A click on the ::backdrop lands on the <dialog> itself (the panel fills it). The press must
      // start there too: selecting text in a field and letting go outside is no request to close.
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedBackdrop.current && dismissible) {
          onClose();
        }
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50',
        SIZES[size],
      )}
    >
      {open && (
        <div className="relative p-5 sm:p-6">
          <h2 id={titleId} className="pr-10 text-lg font-bold tracking-tight">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1 pr-10 text-sm text-neutral-600">
              {description}
            </div>
          )}
          <div className="mt-4">{children}</div>
          {/* Last in the tab order, so showModal() lands on the first field, not on Close. */}
          <button
            type="button"
            aria-label={t('close')}
            disabled={!dismissible}
            onClick={onClose}
            className="absolute top-4 right-4 rounded-md p-1.5 text-neutral-500 hover:bg-neutral-100 hover:text-ink disabled:opacity-40"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </dialog>
  );
}

/** The right-aligned row of buttons at the bottom of a dialog; stacks on narrow screens. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
  );
}
