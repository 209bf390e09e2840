import { redirect } from 'react-router';
import { hasAdminMarker } from '../../lib/admin-marker';
import { paths } from '../../lib/paths';
import { AdminCardPage } from './admin-card-page';

/**
 * SPEC §4: /admin/dashboard redirects to /admin/login when no admin token is stored. The marker
 * grants nothing (DESIGN §5); the server checks the session on every admin call.
 */
export function adminDashboardLoader() {
  if (!hasAdminMarker()) throw redirect(paths.admin.login.getHref());
  return null;
}

/** Placeholder: the panel shell with its sidebar arrives with the admin issue. */
export function AdminDashboardPage() {
  return (
    <AdminCardPage title="Admin Panel">
      <p>The dashboard arrives soon.</p>
    </AdminCardPage>
  );
}
