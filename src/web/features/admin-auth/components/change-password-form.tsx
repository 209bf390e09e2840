import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, passwordChangeSchema, type PasswordChange } from '../../../../shared/admin';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { changePassword } from '../api/admin-session';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * SPEC §2/§5 Change Password: all three fields required; a mismatch is reported and nothing is
 * sent; the fields clear on success. `userId` is undefined until the current user has loaded.
 */
export function ChangePasswordForm({
  userId,
  currentLabel,
  submitLabel,
  onChanged,
}: {
  userId: string | undefined;
  /**
   * "Temporary password" while the account still has the one the owner gave it; "Current
   * password" when undefined.
   */
  currentLabel?: string;
  /** "Change Password" when undefined. */
  submitLabel?: string;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('adminAuth');
  const form = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  const mutation = useMutation({
    mutationFn: (values: PasswordChange) => changePassword(userId as string, values),
    onSuccess: (answer) => {
      adminToast.success(answer.message || AUTH_MESSAGES.passwordUpdated);
      form.reset(EMPTY);
      onChanged?.();
    },
    onError: (error) => {
      // A 401 is the panel's business: it says the screen's texts and goes to the login page.
      if (error instanceof ApiError && error.status === 401) return;
      // A refusal that names a field (the temporary password kept as the new one) sits under it.
      const fields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
      const named = fields.filter((field) => error instanceof ApiError && error.errors?.[field]);
      if (error instanceof ApiError && named.length > 0) {
        named.forEach((field) => form.setError(field, { message: error.errors?.[field] }));
        return;
      }
      adminToast.error(
        failureMessage(error, AUTH_MESSAGES.passwordUpdateFailed, AUTH_MESSAGES.somethingWrong),
      );
    },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid max-w-xl gap-5"
      onSubmit={form.handleSubmit(
        (values) => {
          if (!userId) {
            adminToast.error(AUTH_MESSAGES.userNotFound);
            return;
          }
          mutation.mutate(values);
        },
        (invalid) => {
          if (invalid.confirmPassword?.message === AUTH_MESSAGES.passwordsDoNotMatch) {
            adminToast.error(AUTH_MESSAGES.passwordsDoNotMatch);
          }
        },
      )}
    >
      <TextField
        label={currentLabel ?? t('currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('newPasswordHint')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('changing') : (submitLabel ?? t('changePassword'))}
        </Button>
      </div>
    </form>
  );
}
