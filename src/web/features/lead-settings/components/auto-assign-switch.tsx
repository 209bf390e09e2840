import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '../../../../shared/admin';
import { ApiError } from '../../../lib/api-client';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { cn } from '../../../lib/cn';
import { leadSettingsKeys, saveLeadSettings } from '../api/lead-settings';

/**
 * "Assign new leads automatically": a switch that saves as soon as it is flipped. While the save
 * runs it shows the new position and waits; a refused save puts it back.
 */
export function AutoAssignSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('adminLeadSettings');
  const queryClient = useQueryClient();
  const labelId = useId();
  const descriptionId = useId();
  const save = useMutation({
    mutationFn: (next: boolean) => saveLeadSettings({ autoAssign: next }),
    onSuccess: async (answer) => {
      adminToast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: leadSettingsKeys.settings });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      adminToast.error(failureMessage(error, t('saveFailed'), AUTH_MESSAGES.somethingWrong));
    },
  });
  const shown = save.isPending ? save.variables : on;

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="max-w-2xl">
        <p id={labelId} className="font-semibold text-ink">
          {t('autoAssign')}
        </p>
        <p id={descriptionId} className="mt-1 text-sm text-neutral-600">
          {shown ? t('autoAssignOn') : t('autoAssignOff')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={shown}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={save.isPending}
        onClick={() => save.mutate(!on)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
          'disabled:cursor-wait disabled:opacity-70',
          shown ? 'bg-brand' : 'bg-neutral-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            shown ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
