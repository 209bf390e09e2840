import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, CircleUserRound } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout, useCurrentUser } from '../../features/admin-auth/api/admin-session';
import { clearAdminMarker } from '../../lib/admin-marker';
import { paths } from '../../lib/paths';
import { screenHref } from '../../pages/admin/screen-href';

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-ink hover:bg-neutral-100';

/** Logout: the server ends the session, the browser forgets it and shows the login page. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // SPEC §7: on success clear local storage and go to the login page. A failed logout (an
    // already expired session) ends up in the same place: the cookie is useless either way.
    onSettled: () => {
      clearAdminMarker();
      queryClient.removeQueries({ queryKey: ['admin'] });
      navigate(paths.admin.login.getHref(), { replace: true });
    },
  });
}

/** SPEC §2: the header's user menu with Profile, Change Password and Logout. */
export function AdminUserMenu() {
  const { t } = useTranslation('adminShell');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();

  // As it is drawn open, not after the next frame (when Preact runs effects): a key or a tap
  // that quickly must not be missed.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('userMenu')}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold text-ink hover:bg-neutral-100"
      >
        <CircleUserRound aria-hidden="true" className="size-6 text-neutral-500" />
        <span className="hidden max-w-72 truncate sm:inline lg:max-w-md">
          {user?.user_name ?? t('account')}
        </span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <div
          role="menu"
          aria-label={t('userMenu')}
          className="absolute right-0 z-50 mt-2 w-48 overflow-hidden rounded-md border border-neutral-200 bg-white py-1 shadow-lg"
        >
          <Link
            role="menuitem"
            to={screenHref('profile')}
            className={itemClass}
            onClick={() => setOpen(false)}
          >
            {t('screenProfile')}
          </Link>
          <Link
            role="menuitem"
            to={screenHref('change-password')}
            className={itemClass}
            onClick={() => setOpen(false)}
          >
            {t('screenChangePassword')}
          </Link>
          <button
            role="menuitem"
            type="button"
            className={itemClass}
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t('logout')}
          </button>
        </div>
      )}
    </div>
  );
}
