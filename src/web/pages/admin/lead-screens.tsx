import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/admin-auth/api/admin-session';
import { LeadsDesk } from '../../features/leads/components/leads-desk';
import { useStaffList } from '../../features/staff/api/staff';
import { LEAD_FLOWS } from '../../../shared/leads';
import { leadKindsOf, ROLE_PERMISSIONS } from '../../../shared/roles';
import { Loading } from '../../components/ui/spinner';
import { AdminScreenFrame } from './admin-screen-frame';

/**
 * The lead desk. An owner can give a lead to any active account whose role covers its kind, so the
 * owner's desk reads the staff list; staff take unassigned leads for themselves.
 */
export function LeadsScreen() {
  const { t } = useTranslation('adminShell');
  const { data: user } = useCurrentUser();
  const isOwner = user?.role === 'owner';
  const staff = useStaffList({ enabled: isOwner });
  if (!user) {
    return (
      <AdminScreenFrame title={t('screenLeads')} wide>
        <Loading />
      </AdminScreenFrame>
    );
  }
  const assignees = (staff.data ?? [])
    .filter((member) => member.status === 'Active')
    .map((member) => ({ userId: member.user_id, name: member.user_name, role: member.role }));
  const desks = Object.entries(LEAD_FLOWS).filter(([permission]) =>
    ROLE_PERMISSIONS[user.role].some((held) => held === permission),
  );
  const statuses = [...new Set(desks.flatMap(([, flow]) => flow.statuses))];
  return (
    <AdminScreenFrame title={t('screenLeads')} wide>
      <LeadsDesk
        user={{ userId: user.user_id, role: user.role }}
        kinds={leadKindsOf(user.role)}
        statuses={statuses}
        assignees={assignees}
      />
    </AdminScreenFrame>
  );
}
