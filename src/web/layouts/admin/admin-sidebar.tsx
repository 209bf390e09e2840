import { ChevronDown, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import {
  type AdminMenuGroup,
  DASHBOARD_SCREEN,
  groupOf,
  type ListedScreen,
  screenLabel,
} from '../../pages/admin/admin-screens';
import { screenHref } from '../../pages/admin/screen-href';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors',
    isActive ? 'bg-brand text-white' : 'text-neutral-300 hover:bg-white/10 hover:text-white',
  );

function ScreenLink({ screen, onPick }: { screen: ListedScreen; onPick: () => void }) {
  const { t } = useTranslation('adminShell');
  const Icon = screen.icon;
  return (
    <NavLink to={screenHref(screen.slug)} end className={itemClass} onClick={onPick}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {screenLabel(screen, t)}
    </NavLink>
  );
}

/**
 * SPEC §2: opening a group toggles it; choosing a sub-item selects its screen. The group of the
 * current screen starts open. Only the screens the account's role allows are listed.
 */
export function AdminSidebar({
  menu,
  topScreens,
  currentSlug,
  open,
  onClose,
}: {
  /** The groups and screens this account may open. */
  menu: readonly AdminMenuGroup[];
  /** The screens listed under the dashboard, outside the groups (the lead desk). */
  topScreens: readonly ListedScreen[];
  currentSlug: string | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminShell');
  const [expanded, setExpanded] = useState<string | undefined>(groupOf(currentSlug)?.label);

  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-black/40 lg:hidden"
          onClick={onClose}
        />
      )}
      <aside
        id="admin-sidebar"
        aria-label={t('adminMenu')}
        className={cn(
          // A slimmer column beside the screens leaves a report's many columns room at 1280 px.
          'fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-neutral-900 text-white transition-transform lg:static lg:w-56 lg:translate-x-0',
          open ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-white/10 px-5">
          <span className="text-sm font-bold tracking-widest text-white uppercase">
            {t('dealerAdmin')}
          </span>
          <button
            type="button"
            className="rounded-md p-1.5 text-neutral-300 hover:bg-white/10 lg:hidden"
            aria-label={t('closeMenu')}
            onClick={onClose}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label={t('adminNav')} className="flex-1 space-y-1 overflow-y-auto p-3">
          <ScreenLink screen={DASHBOARD_SCREEN} onPick={onClose} />
          {topScreens.map((screen) => (
            <ScreenLink key={screen.slug} screen={screen} onPick={onClose} />
          ))}
          {menu.map((group) => {
            const isOpen = expanded === group.label;
            const GroupIcon = group.icon;
            const listId = `admin-group-${group.label.replace(/\s+/g, '-').toLowerCase()}`;
            return (
              <div key={group.label}>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setExpanded(isOpen ? undefined : group.label)}
                  className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold text-neutral-200 hover:bg-white/10"
                >
                  <GroupIcon aria-hidden="true" className="size-4 shrink-0" />
                  <span className="flex-1 text-left">{t(group.labelKey)}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
                  />
                </button>
                <ul id={listId} hidden={!isOpen} className="mt-1 space-y-1 pl-4">
                  {group.items.map((item) => (
                    <li key={item.slug}>
                      <ScreenLink screen={item} onPick={onClose} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      </aside>
    </>
  );
}
