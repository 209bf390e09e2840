import { Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';

export interface ShownPassword {
  userId: string;
  password: string;
}

/**
 * A generated temporary password, shown this once: the server keeps only its hash. The owner
 * copies it and hands it over; the account must choose its own at its next sign-in.
 */
export function PasswordOnceDialog({
  shown,
  onClose,
}: {
  shown: ShownPassword | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminStaff');
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the password stays selectable.
      setCopied(false);
    }
  };
  return (
    <Dialog
      open={shown !== undefined}
      onClose={close}
      title={t('temporaryPassword')}
      description={
        shown ? (
          <Trans
            t={t}
            i18nKey="passwordFor"
            values={{ userId: shown.userId }}
            components={{ user: <strong className="font-semibold text-ink" /> }}
          />
        ) : undefined
      }
      size="md"
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <output
            aria-label={t('temporaryPassword')}
            className="min-w-0 flex-1 rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2.5 font-mono text-base break-all select-all"
          >
            {shown?.password}
          </output>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {copied ? t('copied') : t('copy')}
          </Button>
        </div>
        <p
          role="note"
          className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('shownOnce')}
        </p>
      </div>
      <DialogActions>
        <Button onClick={close} data-autofocus>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
