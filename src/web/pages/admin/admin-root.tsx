import { Outlet } from 'react-router';
import { useAdminStrings } from '../../i18n/admin-strings';

/** The admin tree's frame: none of the public header, site bar, footer or sidebar (SPEC §2). */
export function AdminRoot() {
  useAdminStrings();
  return (
    <div className="min-h-dvh bg-neutral-100 text-ink">
      <Outlet />
    </div>
  );
}
