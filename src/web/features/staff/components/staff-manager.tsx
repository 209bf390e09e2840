import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '../../../../shared/admin';
import { ROLE_LABELS, type Role } from '../../../../shared/roles';
import type { StaffMember, StaffUpdate } from '../../../../shared/staff';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { ListboxSelect } from '../../../components/ui/listbox-select';
import { QueryState } from '../../../components/ui/query-state';
import { ScrollTable, scrollTableClasses } from '../../../components/ui/scroll-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ApiError } from '../../../lib/api-client';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { cn } from '../../../lib/cn';
import { staffKeys, updateStaff, useStaffList } from '../api/staff';
import { PasswordOnceDialog, type ShownPassword } from './password-once-dialog';
import { ROLE_OPTIONS, StaffFormDialog } from './staff-form-dialog';

/** The table's column headings, as keys of adminStaff. */
const COLUMNS = ['userId', 'name', 'mobile', 'email', 'role', 'status', 'lastSignIn'] as const;
const { th, td } = scrollTableClasses;

type Pending =
  | { kind: 'role'; member: StaffMember }
  | { kind: 'disable'; member: StaffMember }
  | { kind: 'reset'; member: StaffMember };

/** The owner's Staff screen: every account, "Add staff", and per account its role, state and password. */
export function StaffManager({ currentUserId }: { currentUserId: string | undefined }) {
  const { t } = useTranslation('adminStaff');
  const queryClient = useQueryClient();
  const staff = useStaffList();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending | undefined>();
  const [shownPassword, setShownPassword] = useState<ShownPassword | undefined>();

  const update = useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: StaffUpdate }) =>
      updateStaff(userId, change),
    onSuccess: async (answer, { userId }) => {
      adminToast.success(answer.message);
      setPending(undefined);
      if (answer.password) setShownPassword({ userId, password: answer.password });
      await queryClient.invalidateQueries({ queryKey: staffKeys.list });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      setPending(undefined);
      adminToast.error(failureMessage(error, t('updateFailed'), AUTH_MESSAGES.somethingWrong));
    },
  });
  const change = (member: StaffMember, body: StaffUpdate) =>
    update.mutate({ userId: member.user_id, change: body });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600">{t('intro')}</p>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('addStaff')}
        </Button>
      </div>

      <QueryState
        query={staff}
        errorText={staff.error instanceof ApiError ? staff.error.message : t('loadFailed')}
        empty={t('noStaff')}
        emptyTone="panel"
      >
        {(members) => (
          <ScrollTable label={t('staffAccounts')} busy={staff.isFetching}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={th}>
                    {t(column)}
                  </th>
                ))}
                <th scope="col" className={th}>
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <StaffRow
                  key={member.user_id}
                  member={member}
                  own={member.user_id === currentUserId}
                  busy={update.isPending}
                  onAsk={setPending}
                  onEnable={() => change(member, { active: true })}
                />
              ))}
            </tbody>
          </ScrollTable>
        )}
      </QueryState>

      <StaffFormDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(shown) => {
          setAdding(false);
          setShownPassword(shown);
        }}
      />
      <RoleDialog
        key={pending?.kind === 'role' ? pending.member.user_id : ''}
        member={pending?.kind === 'role' ? pending.member : undefined}
        busy={update.isPending}
        onCancel={() => setPending(undefined)}
        onSave={(member, role) => change(member, { role })}
      />
      <ConfirmDialog
        open={pending?.kind === 'disable'}
        title={t('disableTitle', { userId: pending?.member.user_id ?? '' })}
        message={t('disableMessage')}
        confirmLabel={t('disable')}
        pendingLabel={t('disabling')}
        pending={update.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={() => pending && change(pending.member, { active: false })}
      />
      <ConfirmDialog
        open={pending?.kind === 'reset'}
        title={t('resetTitle', { userId: pending?.member.user_id ?? '' })}
        message={t('resetMessage')}
        confirmLabel={t('resetPassword')}
        pendingLabel={t('resetting')}
        pending={update.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={() => pending && change(pending.member, { resetPassword: true })}
      />
      <PasswordOnceDialog shown={shownPassword} onClose={() => setShownPassword(undefined)} />
    </div>
  );
}

function StaffRow({
  member,
  own,
  busy,
  onAsk,
  onEnable,
}: {
  member: StaffMember;
  own: boolean;
  busy: boolean;
  onAsk: (pending: Pending) => void;
  onEnable: () => void;
}) {
  const { t } = useTranslation('adminStaff');
  const reasonId = useId();
  const active = member.status === 'Active';
  // Your own row: no demoting or disabling yourself (the server refuses it too).
  const ownProps = own
    ? { disabled: true, 'aria-describedby': reasonId, title: t('ownRowReason') }
    : {};
  const cells = [
    member.user_id,
    member.user_name,
    member.mobile_no,
    member.email,
    ROLE_LABELS[member.role],
  ];
  return (
    <tr className="bg-white hover:bg-neutral-50">
      {cells.map((text, index) => (
        <td
          key={index}
          className={cn(
            td,
            index === 3 ? 'min-w-40 [overflow-wrap:anywhere]' : 'whitespace-nowrap',
          )}
        >
          {text || <span className="text-neutral-400">—</span>}
        </td>
      ))}
      <td className={cn(td, 'min-w-24 whitespace-nowrap')}>
        <StatusBadge active={active}>{member.status}</StatusBadge>
        {member.must_change_password && (
          <span className="mt-1 block text-xs whitespace-normal text-neutral-500">
            {t('temporaryPassword')}
          </span>
        )}
      </td>
      {/* The date above the time where room is short. */}
      <td className={cn(td, 'min-w-24 tabular-nums')}>{member.last_sign_in || t('never')}</td>
      <td className={td}>
        {/* Two rows of buttons where the screen is narrow, so the table fits a laptop. */}
        <div className="flex w-60 flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={t('changeRoleOf', { userId: member.user_id })}
            onClick={() => onAsk({ kind: 'role', member })}
            {...ownProps}
          >
            {t('changeRole')}
          </Button>
          {active ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={t('disableUser', { userId: member.user_id })}
              onClick={() => onAsk({ kind: 'disable', member })}
              {...ownProps}
            >
              {t('disable')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={t('enableUser', { userId: member.user_id })}
              onClick={onEnable}
            >
              {t('enable')}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={t('resetPasswordOf', { userId: member.user_id })}
            onClick={() => onAsk({ kind: 'reset', member })}
            {...ownProps}
          >
            {t('resetPassword')}
          </Button>
        </div>
        {own && (
          <p id={reasonId} className="mt-1 text-xs text-neutral-500">
            {t('ownRowReason')}
          </p>
        )}
      </td>
    </tr>
  );
}

/** Change role: the new role is chosen, then saved; nothing changes until Save. */
function RoleDialog({
  member,
  busy,
  onCancel,
  onSave,
}: {
  member: StaffMember | undefined;
  busy: boolean;
  onCancel: () => void;
  onSave: (member: StaffMember, role: Role) => void;
}) {
  const { t } = useTranslation('adminStaff');
  const [role, setRole] = useState<Role | undefined>();
  const chosen = role ?? member?.role ?? 'sales';
  const close = () => {
    setRole(undefined);
    onCancel();
  };
  return (
    <Dialog
      open={member !== undefined}
      onClose={close}
      dismissible={!busy}
      title={t('roleTitle', { userId: member?.user_id ?? '' })}
      description={t('roleDescription')}
      size="sm"
    >
      <ListboxSelect
        label={t('role')}
        options={ROLE_OPTIONS}
        value={chosen}
        onChange={(value) => setRole(value as Role)}
      />
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={close}>
          {t('cancel')}
        </Button>
        <Button
          disabled={busy || chosen === member?.role}
          onClick={() => {
            if (!member) return;
            onSave(member, chosen);
          }}
        >
          {busy ? t('saving') : t('saveRole')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
