import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '../../../../shared/admin';
import { ROLE_LABELS, ROLES } from '../../../../shared/roles';
import { staffCreateSchema, type StaffCreate } from '../../../../shared/staff';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { ListboxSelect } from '../../../components/ui/listbox-select';
import { FieldError, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { createStaff, staffKeys } from '../api/staff';
import type { ShownPassword } from './password-once-dialog';

type StaffForm = z.input<typeof staffCreateSchema>;
const FIELDS = ['userId', 'userName', 'mobileNo', 'email', 'role', 'password'] as const;

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const EMPTY: StaffForm = {
  userId: '',
  userName: '',
  mobileNo: '',
  email: '',
  role: 'sales',
  password: '',
};

/** The server's refusal onto the fields it names: a taken user ID (409) sits under User ID. */
function showServerErrors(error: unknown, setError: UseFormSetError<StaffForm>): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 409) {
    setError('userId', { message: error.message }, { shouldFocus: true });
    return true;
  }
  const named = FIELDS.filter((field) => error.errors?.[field]);
  named.forEach((field, index) =>
    setError(field, { message: error.errors?.[field] }, { shouldFocus: index === 0 }),
  );
  return named.length > 0;
}

/** "Add staff": the account's details and role, and a temporary password typed or generated. */
export function StaffFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  /** Called with the generated password, which the server sends only in this answer. */
  onCreated: (shown: ShownPassword | undefined) => void;
}) {
  const { t } = useTranslation('adminStaff');
  const queryClient = useQueryClient();
  const form = useForm<StaffForm, unknown, StaffCreate>({
    resolver: zodResolver(staffCreateSchema),
    defaultValues: EMPTY,
  });
  const create = useMutation({
    mutationFn: createStaff,
    onSuccess: async (answer, values) => {
      adminToast.success(answer.message);
      form.reset(EMPTY);
      onCreated(answer.password ? { userId: values.userId, password: answer.password } : undefined);
      await queryClient.invalidateQueries({ queryKey: staffKeys.list });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      if (showServerErrors(error, form.setError)) return;
      adminToast.error(failureMessage(error, t('createFailed'), AUTH_MESSAGES.somethingWrong));
    },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!create.isPending}
      title={t('addStaff')}
      description={t('addStaffDescription')}
      size="lg"
    >
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
      >
        <TextField
          label={t('userId')}
          autoComplete="off"
          hint={t('userIdHint')}
          error={errors.userId?.message}
          data-autofocus
          {...form.register('userId')}
        />
        <TextField
          label={t('name')}
          autoComplete="off"
          error={errors.userName?.message}
          {...form.register('userName')}
        />
        <TextField
          label={t('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.mobileNo?.message}
          {...form.register('mobileNo')}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="off"
          hint={t('optional')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <div>
              <ListboxSelect
                label={t('role')}
                options={ROLE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
              />
              <FieldError id="staff-role" error={errors.role?.message} />
            </div>
          )}
        />
        <TextField
          label={t('temporaryPassword')}
          type="text"
          autoComplete="off"
          spellCheck={false}
          hint={t('passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="sm:col-span-2">
          <DialogActions>
            <Button variant="secondary" disabled={create.isPending} onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('adding') : t('addStaff')}
            </Button>
          </DialogActions>
        </div>
      </form>
    </Dialog>
  );
}
