import { MailCheck, MailX } from 'lucide-react';
import { Fragment } from 'react';
import { ALERT_MAIL_VARIABLES, type LeadSettings } from '../../../../shared/lead-settings';

/** "A, B and C" of the variable names, each as code. */
function VariableList() {
  const last = ALERT_MAIL_VARIABLES.length - 1;
  return ALERT_MAIL_VARIABLES.map((name, index) => (
    <Fragment key={name}>
      {index === 0 ? '' : index === last ? ' and ' : ', '}
      <code className="rounded bg-neutral-100 px-1 py-0.5 text-[0.8125rem]">{name}</code>
    </Fragment>
  ));
}

/** Whether the server e-mails new leads, and to whom; the mail settings live in its environment. */
export function AlertMailStatus({ alerts }: { alerts: LeadSettings['alerts'] }) {
  if (!alerts.configured) {
    return (
      <p className="flex items-start gap-2 text-sm text-neutral-700">
        <MailX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-500" />
        <span>
          E-mail alerts are off: set <VariableList /> on the server to send each new lead to the
          dealer&apos;s inbox.
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm text-neutral-700">
      <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
      <span className="[overflow-wrap:anywhere]">
        New leads are e-mailed to <strong className="font-semibold">{alerts.to}</strong>
        {alerts.from && <> from {alerts.from}</>}; the assignee gets a copy when their account has
        an e-mail address.
      </span>
    </p>
  );
}
