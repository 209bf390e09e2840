import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AUTH_MESSAGES,
  profileUpdateSchema,
  type CurrentUser,
  type ProfileUpdate,
} from '../../../../shared/admin';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { currentUserQuery, updateProfile } from '../api/admin-session';

/** SPEC §2 Profile: user ID (read-only), name, email, mobile, UPDATE. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('adminAuth');
  const queryClient = useQueryClient();
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { userName: user.user_name, email: user.email, mobileNo: user.mobile_no },
  });
  const mutation = useMutation({
    mutationFn: (values: ProfileUpdate) => {
      if (!user.user_id) throw new Error(AUTH_MESSAGES.userIdMissing);
      return updateProfile(user.user_id, values);
    },
    onSuccess: async (answer) => {
      adminToast.success(answer.message || AUTH_MESSAGES.profileUpdated);
      await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
    },
    onError: (error) => {
      const missingId = error instanceof Error && error.message === AUTH_MESSAGES.userIdMissing;
      adminToast.error(
        missingId
          ? AUTH_MESSAGES.userIdMissing
          : failureMessage(error, AUTH_MESSAGES.profileUpdateFailed, AUTH_MESSAGES.somethingWrong),
      );
    },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid max-w-xl gap-5"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <TextField label={t('userId')} value={user.user_id} readOnly />
      <TextField
        label={t('name')}
        autoComplete="name"
        error={errors.userName?.message}
        {...form.register('userName')}
      />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={14}
        error={errors.mobileNo?.message}
        {...form.register('mobileNo')}
      />
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('updating') : t('update')}
        </Button>
      </div>
    </form>
  );
}
