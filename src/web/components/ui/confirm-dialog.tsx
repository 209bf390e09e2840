import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
 * focus first, so Enter on a stray key press never deletes anything. Only the admin panel asks:
 * its default words are the panel's (`adminCommon`, English).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('adminCommon');
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
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button disabled={pending} onClick={onConfirm}>
          {pending ? (pendingLabel ?? t('deleting')) : (confirmLabel ?? t('delete'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
