import { MailCheck, MailX } from 'lucide-react';
import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ALERT_MAIL_VARIABLES, type LeadSettings } from '../../../../shared/lead-settings';

/** "A, B and C" of the variable names, each as code. */
function VariableList() {
  const { t } = useTranslation('adminLeadSettings');
  const last = ALERT_MAIL_VARIABLES.length - 1;
  return ALERT_MAIL_VARIABLES.map((name, index) => (
    <Fragment key={name}>
      {index === 0 ? '' : index === last ? t('variableListAnd') : ', '}
      <code className="rounded bg-neutral-100 px-1 py-0.5 text-[0.8125rem]">{name}</code>
    </Fragment>
  ));
}

/** Whether the server e-mails new leads, and to whom; the mail settings live in its environment. */
export function AlertMailStatus({ alerts }: { alerts: LeadSettings['alerts'] }) {
  const { t } = useTranslation('adminLeadSettings');
  if (!alerts.configured) {
    return (
      <p className="flex items-start gap-2 text-sm text-neutral-700">
        <MailX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-500" />
        <span>
          <Trans t={t} i18nKey="mailOff" components={{ variables: <VariableList /> }} />
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm text-neutral-700">
      <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
      <span className="[overflow-wrap:anywhere]">
        <Trans
          t={t}
          i18nKey={alerts.from ? 'mailOnFrom' : 'mailOn'}
          values={{ to: alerts.to ?? '', from: alerts.from ?? '' }}
          components={{ strong: <strong className="font-semibold" /> }}
        />
      </span>
    </p>
  );
}
