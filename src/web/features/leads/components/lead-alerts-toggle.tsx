import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { readStoredFlag, writeStoredFlag } from '../../../lib/storage';
import { askForNotifications, chime, LEAD_ALERTS_KEY } from '../lib/lead-alerts';

/**
 * Sound and browser notifications for new leads, off until the staff member turns them on here;
 * turning them on plays the chime once (so the browser allows sound) and asks for notifications.
 */
export function LeadAlertsToggle() {
  const { t } = useTranslation('adminLeads');
  const [on, setOn] = useState(() => readStoredFlag(LEAD_ALERTS_KEY));
  const [note, setNote] = useState('');
  const toggle = async () => {
    const next = !on;
    setOn(next);
    writeStoredFlag(LEAD_ALERTS_KEY, next);
    if (!next) {
      setNote('');
      return;
    }
    chime();
    const allowed = await askForNotifications();
    setNote(allowed ? '' : t('notificationsBlocked'));
  };
  const Icon = on ? Bell : BellOff;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" size="sm" aria-pressed={on} onClick={() => void toggle()}>
        <Icon aria-hidden="true" className="size-4" />
        {t('soundAndNotifications')}
      </Button>
      {note && <p className="max-w-xs text-right text-xs text-neutral-600">{note}</p>}
    </div>
  );
}
