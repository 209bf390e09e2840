/**
 * The arrival's sound and browser notification, both off until the staff member turns them on
 * (browsers allow sound and notifications only after a person asks for them).
 */

/** localStorage flag: 'true' when this browser should chime and notify on a new lead. */
export const LEAD_ALERTS_KEY = 'dealer-lead-alerts';

let audio: AudioContext | undefined;

/**
 * A short two-note chime, made by the browser (no sound file to fetch). The first call should come
 * from a click, which lets the browser start audio for the rest of the visit.
 */
export function chime(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1175],
    ] as const) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.32);
    }
  } catch {
    // No audio here (a locked-down browser): the toast still shows.
  }
}

/** Whether this browser can raise notifications and the staff member allowed them. */
export const notificationsAllowed = () =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * A system notification for a lead that arrives while the panel's tab is not on screen (on screen,
 * the toast says it); clicking it brings the tab forward on that lead.
 */
export function notifyNewLead(text: string, leadId: number, open: () => void): void {
  if (!notificationsAllowed() || document.visibilityState === 'visible') return;
  const notification = new Notification(text, { tag: `lead-${leadId}` });
  notification.onclick = () => {
    window.focus();
    open();
    notification.close();
  };
}

/** Asks the browser for notifications; answers whether they are allowed now. */
export async function askForNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  if (Notification.permission === 'default') await Notification.requestPermission();
  return Notification.permission === 'granted';
}
