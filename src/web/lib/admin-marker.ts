/**
 * DESIGN §5: a non-secret marker in localStorage drives the spec's client-side redirect of
 * /admin/dashboard; the session itself is an HttpOnly cookie and the server decides access.
 */
export const ADMIN_MARKER_KEY = 'adminToken';

export function hasAdminMarker(): boolean {
  try {
    return window.localStorage.getItem(ADMIN_MARKER_KEY) !== null;
  } catch {
    return false; // storage disabled (private mode, policy): treat as signed out
  }
}

export function setAdminMarker(): void {
  try {
    window.localStorage.setItem(ADMIN_MARKER_KEY, 'session-cookie');
  } catch {
    // Without storage the redirect guard cannot remember the sign-in; the server still decides.
  }
}

/** SPEC §7 logout: clears local storage. */
export function clearAdminMarker(): void {
  try {
    window.localStorage.removeItem(ADMIN_MARKER_KEY);
  } catch {
    // nothing stored
  }
}
