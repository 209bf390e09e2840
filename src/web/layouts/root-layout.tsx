import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TOAST_MS } from '../../shared/constants';
import { PAGE_HEAD_ATTRIBUTE } from '../../shared/ssr';
import { ToastContainer } from '../lib/toast';

/** SPEC §2: every route change scrolls to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * The server's head tags describe the address it answered. Once the visitor moves on in the
 * browser they would describe the wrong page (a share sheet sends the canonical address), so
 * they go; the pages' own title and description follow the visitor as before.
 */
function DropServerPageHead() {
  const { pathname, search } = useLocation();
  const answered = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` === answered.current) return;
    for (const tag of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) tag.remove();
  }, [pathname, search]);
  return null;
}

/** Wraps both trees: the public site and the admin panel share scrolling and toasts. */
export function RootLayout() {
  const { t } = useTranslation('ui');
  return (
    <>
      <ScrollToTop />
      <DropServerPageHead />
      <Outlet />
      <ToastContainer
        position="top-right"
        autoClose={TOAST_MS.default}
        newestOnTop
        aria-label={t('notifications')}
      />
    </>
  );
}
