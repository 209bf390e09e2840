import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useLeadSettings } from '../api/lead-settings';
import { AlertMailStatus } from './alert-mail-status';
import { AlertsTable } from './alerts-table';
import { AutoAssignSwitch } from './auto-assign-switch';

/** The owner's Lead settings: the round-robin switch, then the e-mail alerts and their outbox. */
export function LeadSettingsPanel() {
  const { t } = useTranslation('adminLeadSettings');
  const settings = useLeadSettings();
  return (
    <div className="space-y-8">
      <section aria-labelledby="lead-assignment-heading" className="space-y-3">
        <h2 id="lead-assignment-heading" className="text-lg font-bold">
          {t('assignment')}
        </h2>
        <QueryState
          query={settings}
          errorText={
            settings.error instanceof ApiError && settings.error.fromServer
              ? settings.error.message
              : t('loadFailed')
          }
        >
          {(data) => <AutoAssignSwitch on={data.autoAssign} />}
        </QueryState>
      </section>

      <section aria-labelledby="lead-alerts-heading" className="space-y-3">
        <h2 id="lead-alerts-heading" className="text-lg font-bold">
          {t('emailAlerts')}
        </h2>
        {settings.data && <AlertMailStatus alerts={settings.data.alerts} />}
        <AlertsTable />
      </section>
    </div>
  );
}
