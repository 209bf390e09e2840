import { useQueryClient } from '@tanstack/react-query';
import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, redirect, useNavigate, useParams } from 'react-router';
import { MANAGE_MESSAGES } from '../../../shared/manage';
import { ApiError } from '../../lib/api-client';
import { clearAdminMarker, hasAdminMarker } from '../../lib/admin-marker';
import { adminToast } from '../../lib/admin-toast';
import { paths } from '../../lib/paths';
import { findScreen } from '../../pages/admin/admin-screens';
import { AdminSidebar } from './admin-sidebar';
import { AdminUserMenu } from './admin-user-menu';

/**
 * SPEC §4: /admin/dashboard redirects to /admin/login when no admin marker is stored. The marker
 * grants nothing (DESIGN §5); the server checks the session on every admin call.
 */
export function adminShellLoader() {
  if (!hasAdminMarker()) throw redirect(paths.admin.login.getHref());
  return null;
}

/**
 * Any 401 from an admin call means the session is gone: the screen on show says so in its own
 * words (SPEC §4, §6, §8), then the panel goes to the login page, where the message stays.
 */
function useRedirectOnUnauthorized(screenSlug: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const texts = findScreen(screenSlug)?.sessionEndedTexts;
    const onError = (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return;
      clearAdminMarker();
      queryClient.removeQueries({ queryKey: ['admin'] });
      // Every admin call in flight fails with 401 together: each text once, not once per call.
      if (texts) texts.forEach((text, index) => adminToast.loginRequired(text, `session-${index}`));
      else adminToast.error(MANAGE_MESSAGES.unauthorizedRedirect, 'unauthorized');
      navigate(paths.admin.login.getHref(), { replace: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate, screenSlug]);
}

/** SPEC §2 panel shell: sidebar (a drawer below 1024 px), "Admin Panel" header, footer credit. */
export function AdminShell() {
  const { screen } = useParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useRedirectOnUnauthorized(screen);

  return (
    <div className="flex min-h-dvh">
      <AdminSidebar currentSlug={screen} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-neutral-200 bg-white px-4 sm:px-6 lg:px-4">
          <button
            type="button"
            className="rounded-md p-2 text-ink hover:bg-neutral-100 lg:hidden"
            aria-label="Open menu"
            aria-controls="admin-sidebar"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <p className="flex-1 text-lg font-bold tracking-tight">Admin Panel</p>
          <AdminUserMenu />
        </header>
        <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-4">
          <Outlet />
        </main>
        <footer className="border-t border-neutral-200 bg-white px-4 py-4 text-xs text-neutral-500 sm:px-6 lg:px-4">
          © {new Date().getFullYear()} · Admin panel maintained by Sahyadri IT Services
        </footer>
      </div>
    </div>
  );
}
