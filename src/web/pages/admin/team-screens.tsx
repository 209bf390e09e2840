import { useTranslation } from 'react-i18next';
import { ActivityScreen as ActivityTrail } from '../../features/activity/components/activity-screen';
import { useCurrentUser } from '../../features/admin-auth/api/admin-session';
import { LeadSettingsPanel } from '../../features/lead-settings/components/lead-settings-panel';
import { useStaffList } from '../../features/staff/api/staff';
import { StaffManager } from '../../features/staff/components/staff-manager';
import { AdminScreenFrame } from './admin-screen-frame';

/** The owner's staff accounts; the owner's own row is known by the signed-in user. */
export function StaffScreen() {
  const { t } = useTranslation('adminShell');
  const { data: user } = useCurrentUser();
  return (
    <AdminScreenFrame title={t('screenStaff')} wide>
      <StaffManager currentUserId={user?.user_id} />
    </AdminScreenFrame>
  );
}

/** The audit trail; its person filter lists the staff accounts. */
export function ActivityScreen() {
  const { t } = useTranslation('adminShell');
  const staff = useStaffList();
  const people = staff.data?.map((member) => member.user_id) ?? [];
  return (
    <AdminScreenFrame title={t('screenActivity')} wide>
      <ActivityTrail people={people} />
    </AdminScreenFrame>
  );
}

/** The owner's lead settings: automatic assignment, and the e-mail alerts with their outbox. */
export function LeadSettingsScreen() {
  const { t } = useTranslation('adminShell');
  return (
    <AdminScreenFrame title={t('titleLeadSettings')} wide>
      <LeadSettingsPanel />
    </AdminScreenFrame>
  );
}
