import { ChevronDown, Menu, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { LanguageSwitch, useSwitchLanguages } from './language-switch';
import { MAIN_MENU, type MenuLink } from './menu';

interface MenuState {
  /** The page the menus were opened on: any navigation closes them, back/forward included. */
  pathname: string;
  dropdown: string | null;
  mobileOpen: boolean;
}

const MENU_ID = 'main-menu';
const dropdownButtonId = (id: string) => `${id}-menu-button`;
const dropdownListId = (id: string) => `${id}-menu`;

// Letter-spacing breaks the headline of Devanagari words: English only.
const topLevelClass =
  'relative flex w-full items-center gap-1 px-4 py-3 text-sm font-semibold tracking-wider transition-colors md:w-auto md:rounded-md md:px-2 md:py-2 md:text-xs lg:px-3 lg:text-[0.8rem] [&:lang(hi)]:tracking-normal [&:lang(mr)]:tracking-normal';
const activeUnderline =
  'md:after:absolute md:after:inset-x-2 md:after:-bottom-0.5 md:after:h-0.5 md:after:rounded-full md:after:bg-brand lg:after:inset-x-3';

function topLevelLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    topLevelClass,
    isActive
      ? cn('bg-brand-soft text-brand md:bg-transparent', activeUnderline)
      : 'text-ink hover:bg-neutral-50 hover:text-brand md:hover:bg-transparent',
  );
}

function dropdownLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'block py-2.5 pr-4 pl-8 text-sm font-semibold tracking-wide transition-colors md:px-4 [&:lang(hi)]:tracking-normal [&:lang(mr)]:tracking-normal',
    isActive ? 'bg-brand-soft text-brand' : 'text-ink hover:bg-neutral-50 hover:text-brand',
  );
}

/**
 * SPEC §2 header menu: dropdowns open on click and close when another opens, a page is picked,
 * Escape is pressed or the visitor clicks elsewhere. Below 768 px it collapses behind a toggle.
 */
export function MainNav() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const hasLanguageSwitch = useSwitchLanguages().length > 0;
  const [state, setState] = useState<MenuState>({ pathname, dropdown: null, mobileOpen: false });
  const navRef = useRef<HTMLElement>(null);

  const current = state.pathname === pathname ? state : { dropdown: null, mobileOpen: false };
  const { dropdown, mobileOpen } = current;
  const anyOpen = dropdown !== null || mobileOpen;

  const setMenus = (next: { dropdown?: string | null; mobileOpen?: boolean }) =>
    setState({ pathname, dropdown, mobileOpen, ...next });
  const closeAll = () => setMenus({ dropdown: null, mobileOpen: false });

  // As it is drawn open, not after the next frame (when Preact runs effects): a key or a tap
  // that quickly must not be missed.
  useLayoutEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setState((previous) => ({ ...previous, dropdown: null, mobileOpen: false }));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = navRef.current?.contains(document.activeElement) ?? false;
      // Escape closes the innermost thing first: an open dropdown, then the mobile panel.
      if (dropdown !== null) {
        setState((previous) => ({ ...previous, dropdown: null }));
        if (focusWasInside) document.getElementById(dropdownButtonId(dropdown))?.focus();
      } else {
        setState((previous) => ({ ...previous, mobileOpen: false }));
        if (focusWasInside) document.getElementById(`${MENU_ID}-toggle`)?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anyOpen, dropdown]);

  const isCurrent = (items: MenuLink[]) => items.some((item) => item.to === pathname);

  return (
    <nav
      ref={navRef}
      aria-label={t('mainMenu')}
      className="flex items-center md:w-full md:justify-center xl:w-auto"
    >
      <button
        id={`${MENU_ID}-toggle`}
        type="button"
        className="flex size-11 items-center justify-center rounded-md text-ink hover:bg-neutral-100 md:hidden"
        aria-label={mobileOpen ? t('closeMenu') : t('openMenu')}
        aria-expanded={mobileOpen}
        aria-controls={MENU_ID}
        onClick={() => setMenus({ mobileOpen: !mobileOpen, dropdown: null })}
      >
        {mobileOpen ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>

      <ul
        id={MENU_ID}
        className={cn(
          'absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-neutral-200 bg-white py-2 shadow-lg',
          'md:static md:flex md:max-h-none md:items-center md:overflow-visible md:border-0 md:bg-transparent md:py-0 md:shadow-none',
          mobileOpen ? 'block' : 'hidden',
        )}
      >
        {MAIN_MENU.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.end}
                  className={topLevelLinkClass}
                  onClick={closeAll}
                >
                  {t(entry.label)}
                </NavLink>
              </li>
            );
          }
          const open = dropdown === entry.id;
          const active = isCurrent(entry.items);
          return (
            <li key={entry.id} className="md:relative">
              <button
                id={dropdownButtonId(entry.id)}
                type="button"
                aria-expanded={open}
                aria-controls={dropdownListId(entry.id)}
                onClick={() => setMenus({ dropdown: open ? null : entry.id })}
                className={cn(
                  topLevelClass,
                  'justify-between md:justify-start',
                  active
                    ? cn('text-brand', activeUnderline)
                    : 'text-ink hover:bg-neutral-50 hover:text-brand md:hover:bg-transparent',
                )}
              >
                {t(entry.label)}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-4 transition-transform', open && 'rotate-180')}
                />
              </button>
              <ul
                id={dropdownListId(entry.id)}
                hidden={!open}
                className="bg-neutral-50/60 md:absolute md:top-full md:left-0 md:z-50 md:mt-2 md:min-w-56 md:overflow-hidden md:rounded-lg md:border md:border-neutral-200 md:bg-white md:py-1.5 md:shadow-xl"
              >
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={dropdownLinkClass} onClick={closeAll}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        {/* From 768 px the switch is in the contact strip above. */}
        {hasLanguageSwitch && (
          <li className="mt-2 border-t border-neutral-200 px-4 pt-2 md:hidden">
            <LanguageSwitch tone="light" className="flex text-sm" />
          </li>
        )}
      </ul>
    </nav>
  );
}
