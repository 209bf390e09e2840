import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TOAST_MS } from '../../shared/constants';
import { ToastContainer } from '../lib/toast';

/** SPEC §2: every route change scrolls to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Wraps both trees: the public site and the admin panel share scrolling and toasts. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <ToastContainer position="top-right" autoClose={TOAST_MS.default} newestOnTop />
    </>
  );
}
