import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  pendingLabel?: string;
  cancelLabel?: string;
  /** True while the confirmed action runs: both buttons wait and the dialog stays open. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive action (SPEC §5: deleting an offer or a gallery image). Cancel has the
 * focus first, so Enter on a stray key press never deletes anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting…',
  cancelLabel = 'Cancel',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      dismissible={!pending}
      size="sm"
      role="alertdialog"
    >
      <DialogActions>
        <Button variant="secondary" disabled={pending} onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
