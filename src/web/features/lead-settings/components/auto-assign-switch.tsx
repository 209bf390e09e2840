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
    // The switch stays beside the words it sets, not across a wide screen from them.
    <div className="flex max-w-3xl items-start justify-between gap-6">
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
          // The focus ring is the one every control has (styles.css): blue, never the brand's
          // red, which beside a red "on" track reads as an error.
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
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
