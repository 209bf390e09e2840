/** localStorage that never throws (it does when storage is disabled or full). */
export function readStoredFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function writeStoredFlag(key: string, value: boolean): void {
  try {
    window.localStorage.setItem(key, String(value));
  } catch {
    // Remembering is a convenience; the toggle still works for this visit.
  }
}
