import { Outlet } from 'react-router';

/** The admin tree's frame: none of the public header, site bar, footer or sidebar (SPEC §2). */
export function AdminRoot() {
  return (
    <div className="min-h-dvh bg-neutral-100 text-ink">
      <Outlet />
    </div>
  );
}
