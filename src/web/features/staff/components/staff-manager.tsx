import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
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

const LOAD_FAILED = 'Failed to load the staff accounts. Please try again.';
const UPDATE_FAILED = 'Could not update the staff account. Please try again.';
const OWN_ROW_REASON = 'Your own account: its role and state stay as they are.';

const COLUMNS = ['User ID', 'Name', 'Mobile', 'E-mail', 'Role', 'Status', 'Last sign-in'];
const { th, td } = scrollTableClasses;

type Pending =
  | { kind: 'role'; member: StaffMember }
  | { kind: 'disable'; member: StaffMember }
  | { kind: 'reset'; member: StaffMember };

/** The owner's Staff screen: every account, "Add staff", and per account its role, state and password. */
export function StaffManager({ currentUserId }: { currentUserId: string | undefined }) {
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
      adminToast.error(failureMessage(error, UPDATE_FAILED, AUTH_MESSAGES.somethingWrong));
    },
  });
  const change = (member: StaffMember, body: StaffUpdate) =>
    update.mutate({ userId: member.user_id, change: body });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600">
          Each person signs in with their own account; their role decides what they see.
        </p>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Add staff
        </Button>
      </div>

      <QueryState
        query={staff}
        errorText={staff.error instanceof ApiError ? staff.error.message : LOAD_FAILED}
        empty="No staff accounts yet."
        emptyTone="panel"
      >
        {(members) => (
          <ScrollTable label="Staff accounts" busy={staff.isFetching}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={th}>
                    {column}
                  </th>
                ))}
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
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
        title={`Disable ${pending?.member.user_id ?? ''}?`}
        message="They are signed out at once and cannot sign in until the account is enabled again."
        confirmLabel="Disable"
        pendingLabel="Disabling…"
        pending={update.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={() => pending && change(pending.member, { active: false })}
      />
      <ConfirmDialog
        open={pending?.kind === 'reset'}
        title={`Reset the password of ${pending?.member.user_id ?? ''}?`}
        message="A new temporary password is made and shown once; they must choose their own at their next sign-in."
        confirmLabel="Reset password"
        pendingLabel="Resetting…"
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
  const reasonId = useId();
  const active = member.status === 'Active';
  // Your own row: no demoting or disabling yourself (the server refuses it too).
  const ownProps = own
    ? { disabled: true, 'aria-describedby': reasonId, title: OWN_ROW_REASON }
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
            Temporary password
          </span>
        )}
      </td>
      {/* The date above the time where room is short. */}
      <td className={cn(td, 'min-w-24 tabular-nums')}>{member.last_sign_in || 'Never'}</td>
      <td className={td}>
        {/* Two rows of buttons where the screen is narrow, so the table fits a laptop. */}
        <div className="flex w-60 flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={`Change role of ${member.user_id}`}
            onClick={() => onAsk({ kind: 'role', member })}
            {...ownProps}
          >
            Change role
          </Button>
          {active ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={`Disable ${member.user_id}`}
              onClick={() => onAsk({ kind: 'disable', member })}
              {...ownProps}
            >
              Disable
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={`Enable ${member.user_id}`}
              onClick={onEnable}
            >
              Enable
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={`Reset password of ${member.user_id}`}
            onClick={() => onAsk({ kind: 'reset', member })}
            {...ownProps}
          >
            Reset password
          </Button>
        </div>
        {own && (
          <p id={reasonId} className="mt-1 text-xs text-neutral-500">
            {OWN_ROW_REASON}
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
      title={`Change the role of ${member?.user_id ?? ''}`}
      description="The new role applies from their next click."
      size="sm"
    >
      <ListboxSelect
        label="Role"
        options={ROLE_OPTIONS}
        value={chosen}
        onChange={(value) => setRole(value as Role)}
      />
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={close}>
          Cancel
        </Button>
        <Button
          disabled={busy || chosen === member?.role}
          onClick={() => {
            if (!member) return;
            onSave(member, chosen);
          }}
        >
          {busy ? 'Saving…' : 'Save role'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
