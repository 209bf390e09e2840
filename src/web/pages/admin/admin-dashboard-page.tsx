import { useCurrentUser } from '../../features/admin-auth/api/admin-session';
import { AdminScreenFrame } from './admin-screen-frame';

/** Default screen of the panel. */
export function AdminDashboardPage() {
  const { data: user } = useCurrentUser();
  return (
    <AdminScreenFrame title="Dashboard">
      <p className="text-neutral-700">
        Welcome{user ? `, ${user.user_name}` : ''}. Choose a screen from the menu.
      </p>
    </AdminScreenFrame>
  );
}
