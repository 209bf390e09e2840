import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, redirect, useNavigate, useParams } from 'react-router';
import { MANAGE_MESSAGES } from '../../../shared/manage';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/spinner';
import { currentUserQuery, useCurrentUser } from '../../features/admin-auth/api/admin-session';
import { ChoosePassword } from '../../features/admin-auth/components/choose-password';
import { useLiveLeads } from '../../features/leads/lib/live-leads';
import { ApiError } from '../../lib/api-client';
import { clearAdminMarker, hasAdminMarker } from '../../lib/admin-marker';
import { adminToast } from '../../lib/admin-toast';
import { paths } from '../../lib/paths';
import { findScreen, menuFor, topScreensFor } from '../../pages/admin/admin-screens';
import { screenHref } from '../../pages/admin/screen-href';
import { AdminSidebar } from './admin-sidebar';
import { AdminUserMenu, useSignOut } from './admin-user-menu';

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
      // A 403 may mean the role changed or a new temporary password was set since /api/me was
      // read: read it again, and the menu, the screen or the password screen follow.
      if (error instanceof ApiError && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
        return;
      }
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

/**
 * SPEC §2 panel shell: sidebar (a drawer below 1024 px), "Admin Panel" header, footer credit. The
 * account is read first: its permissions choose the menu, and while it must choose its own
 * password nothing but that screen and sign-out opens.
 */
export function AdminShell() {
  const { t } = useTranslation('adminShell');
  const { screen } = useParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useRedirectOnUnauthorized(screen);
  // Every screen hears new leads as they arrive (the stream needs the dashboard permission).
  useLiveLeads({
    enabled: Boolean(me.data?.permissions.includes('dashboard') && !me.data.must_change_password),
    openLead: (id) => navigate(`${screenHref('leads')}?lead=${id}`),
    onStreamRefused: () =>
      void queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey }),
  });

  if (me.data?.must_change_password) {
    const chosen = async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
      navigate(paths.admin.dashboard.getHref(), { replace: true });
    };
    return (
      <ShellFrame header={<SignOutButton />}>
        <ChoosePassword userId={me.data.user_id} onChosen={() => void chosen()} />
      </ShellFrame>
    );
  }

  return (
    <div className="flex min-h-dvh">
      <AdminSidebar
        menu={menuFor(me.data?.permissions ?? [])}
        topScreens={topScreensFor(me.data?.permissions ?? [])}
        currentSlug={screen}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      <ShellFrame
        menuButton={
          <button
            type="button"
            className="rounded-md p-2 text-ink hover:bg-neutral-100 lg:hidden"
            aria-label={t('openMenu')}
            aria-controls="admin-sidebar"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
        }
        header={<AdminUserMenu />}
      >
        {/* Screens wait for the account, so that none asks for what its role may not see. A
            failed read (other than 401, which leaves the panel) lets the screens say so. */}
        {me.isPending ? <Loading /> : <Outlet />}
      </ShellFrame>
    </div>
  );
}

function SignOutButton() {
  const { t } = useTranslation('adminShell');
  const signOut = useSignOut();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {t('signOut')}
    </Button>
  );
}

/** The header, the screen and the footer credit beside the sidebar. */
function ShellFrame({
  menuButton,
  header,
  children,
}: {
  menuButton?: ReactNode;
  header: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminShell');
  return (
    <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
      <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-neutral-200 bg-white px-4 sm:px-6 lg:px-4">
        {menuButton}
        <p className="flex-1 text-lg font-bold tracking-tight">{t('adminPanel')}</p>
        {header}
      </header>
      <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-4">{children}</main>
      <footer className="border-t border-neutral-200 bg-white px-4 py-4 text-xs text-neutral-500 sm:px-6 lg:px-4">
        {t('footerCredit', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
