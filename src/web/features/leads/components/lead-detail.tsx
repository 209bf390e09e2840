import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  CalendarClock,
  Mail,
  MessageCircle,
  Phone,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { istDateTime } from '../../../../shared/dates';
import { formatRupees } from '../../../../shared/format';
import {
  CONTACT_CHANNELS,
  isClosedStatus,
  istFollowUp,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LOST_REASONS,
  NOTE_MAX_LENGTH,
  telHref,
  whatsAppHref,
  type ContactChannel,
  type LeadDetail,
  type LeadStatus,
  type LeadUpdate,
  type LostReason,
} from '../../../../shared/leads';
import { can, LEAD_PERMISSION, type Role } from '../../../../shared/roles';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateInput } from '../../../components/ui/date-input';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { ListboxSelect } from '../../../components/ui/listbox-select';
import { Loading } from '../../../components/ui/spinner';
import { inputClasses, labelClasses } from '../../../components/ui/text-field';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { addLeadNote, leadKeys, logLeadContact, updateLead, useLeadDetail } from '../api/leads';
import { formatMinutes } from '../../../lib/format-minutes';
import { FIELD_LABELS, istText, RUPEE_FIELDS } from '../lib/lead-format';
import { FollowUpPill, LeadStatusPill } from './lead-list';
import { LeadTimeline } from './lead-timeline';

/** A member of staff a lead can be given to. */
export interface Assignee {
  userId: string;
  name: string;
  role: Role;
}

export interface DeskUser {
  userId: string;
  role: Role;
}

/**
 * One lead, worked from here: its enquiry, one-tap contact (each tap logged), the moves its status
 * may make, its assignee, its next follow-up, a note, its timeline and the other leads from its
 * phone. Every change is saved at once and the lead read again.
 */
export function LeadDetailPanel({
  id,
  user,
  assignees,
  now,
  hrefOf,
  backHref,
}: {
  id: number;
  user: DeskUser;
  assignees: Assignee[];
  now: number;
  hrefOf: (id: number) => string;
  backHref: string;
}) {
  const { t } = useTranslation('adminLeads');
  const detail = useLeadDetail(id);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: leadKeys.all });
  const write = useMutation({
    mutationFn: (call: () => Promise<{ message: string }>) => call(),
    onSuccess: () => refresh(),
    onError: (error) => adminToast.error(failureMessage(error, t('saveFailed'), t('exception'))),
  });
  const save = (body: LeadUpdate, done?: () => void) =>
    write.mutate(() => updateLead(id, body), {
      onSuccess: (answer) => {
        adminToast.success(answer.message);
        done?.();
      },
    });
  const contact = (channel: ContactChannel) => write.mutate(() => logLeadContact(id, channel));

  const back = (
    <Link
      to={backHref}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline lg:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('allLeads')}
    </Link>
  );

  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    const error = detail.error;
    return (
      <div className="space-y-3">
        {back}
        <ErrorMessage
          message={
            error instanceof ApiError && error.fromServer ? error.message : t('loadLeadFailed')
          }
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  }
  const { lead, timeline, samePhone } = detail.data;
  const closed = isClosedStatus(lead.kind, lead.status);
  const repeats = samePhone.filter((other) => other.repeatOf === lead.id);
  const others = samePhone.filter((other) => other.repeatOf !== lead.id);

  return (
    <article aria-labelledby="lead-title" className="space-y-5">
      {back}
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="lead-title" className="text-xl font-bold tracking-tight">
            {lead.name}
          </h2>
          <LeadStatusPill status={lead.status} />
        </div>
        <p className="text-sm text-neutral-600">
          {LEAD_KIND_LABELS[lead.kind].label}
          {lead.model ? ` · ${lead.model}` : ''} ·{' '}
          {t('receivedAt', { time: istText(lead.createdAt), id: lead.id })}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-600">
          <span>
            {lead.firstResponseMinutes === null
              ? t('notAnsweredYet')
              : t('firstResponse', { time: formatMinutes(lead.firstResponseMinutes) })}
          </span>
          <FollowUpPill lead={lead} now={now} />
        </p>
      </header>

      <ContactButtons lead={lead} onContact={contact} />

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={t('phone')}>{lead.phone}</Fact>
        {lead.email && <Fact label={t('email')}>{lead.email}</Fact>}
        {lead.model && <Fact label={t('model')}>{lead.model}</Fact>}
        {Object.entries(lead.fields).map(([field, value]) => (
          <Fact key={field} label={FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field}>
            {RUPEE_FIELDS.has(field) && typeof value === 'number'
              ? formatRupees(value)
              : String(value)}
          </Fact>
        ))}
        {lead.message && (
          <Fact label={t('message')} wide>
            <span className="whitespace-pre-wrap">{lead.message}</span>
          </Fact>
        )}
        {lead.lostReason && (
          <Fact label={t('lostBecause')}>
            {LOST_REASONS.find((reason) => reason.value === lead.lostReason)?.label}
          </Fact>
        )}
      </dl>

      {repeats.length > 0 && (
        <RepeatsFold
          repeats={repeats}
          className="rounded-lg border border-neutral-200 px-3 py-2 text-sm"
        />
      )}

      <StatusMoves
        key={`${lead.id}-${lead.status}`}
        status={lead.status}
        allowed={lead.allowedStatuses}
        closed={closed}
        busy={write.isPending}
        onMove={save}
      />

      <AssignControl
        lead={lead}
        user={user}
        assignees={assignees}
        busy={write.isPending}
        onAssign={(assignee) => save({ assignee })}
      />

      <FollowUpForm
        key={`${lead.id}-${lead.nextFollowUpAt ?? ''}`}
        current={lead.nextFollowUpAt}
        disabled={closed}
        busy={write.isPending}
        onSave={(nextFollowUpAt) => save({ nextFollowUpAt })}
        now={now}
      />

      <NoteForm
        busy={write.isPending}
        onAdd={(text, done) =>
          write.mutate(() => addLeadNote(id, text), {
            onSuccess: (answer) => {
              adminToast.success(answer.message);
              done();
            },
          })
        }
      />

      <Section title={t('timeline')}>
        <LeadTimeline events={timeline} />
      </Section>

      {others.length > 0 && (
        <Section title={t('otherLeadsFromPhone')}>
          <SamePhoneList others={others} hrefOf={hrefOf} />
        </Section>
      )}
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-bold tracking-wide text-neutral-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-neutral-500">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere] text-ink">{children}</dd>
    </div>
  );
}

const CHANNEL_ICONS: Record<ContactChannel, LucideIcon> = {
  call: Phone,
  whatsapp: MessageCircle,
  email: Mail,
  visit: Store,
};

/**
 * Call and WhatsApp open the phone's own apps; e-mail opens the mail app; a showroom visit is
 * only logged. Each tap is logged on the timeline (the first one is the lead's first response).
 */
function ContactButtons({
  lead,
  onContact,
}: {
  lead: LeadDetail['lead'];
  onContact: (channel: ContactChannel) => void;
}) {
  const { t } = useTranslation('adminLeads');
  const hrefs: Partial<Record<ContactChannel, string>> = {
    call: telHref(lead.phone),
    whatsapp: whatsAppHref(lead),
    ...(lead.email ? { email: `mailto:${lead.email}` } : {}),
  };
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {CONTACT_CHANNELS.map(({ value, label }) => {
        const Icon = CHANNEL_ICONS[value];
        const href = hrefs[value];
        const content = (
          <>
            <Icon aria-hidden="true" className="size-4" />
            {value === 'visit' ? t('logVisit') : label}
          </>
        );
        if (value === 'email' && !href) return null;
        return href ? (
          <a
            key={value}
            href={href}
            onClick={() => onContact(value)}
            {...(value === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className={buttonClasses(value === 'call' ? 'primary' : 'secondary', 'md')}
          >
            {content}
          </a>
        ) : (
          <Button key={value} variant="secondary" onClick={() => onContact(value)}>
            {content}
          </Button>
        );
      })}
    </div>
  );
}

/**
 * The moves allowed from the lead's status. Lost asks why; a move that closes the lead (won, done,
 * cancelled) asks first, since only an owner can re-open it.
 */
function StatusMoves({
  status,
  allowed,
  closed,
  busy,
  onMove,
}: {
  status: LeadStatus;
  allowed: LeadStatus[];
  closed: boolean;
  busy: boolean;
  onMove: (body: LeadUpdate, done?: () => void) => void;
}) {
  const { t } = useTranslation('adminLeads');
  const [confirming, setConfirming] = useState<LeadStatus | null>(null);
  const [lostReason, setLostReason] = useState<LostReason | ''>('');
  const closing = (to: LeadStatus) => ['won', 'done', 'cancelled'].includes(to);
  const confirmingLabel = confirming ? LEAD_STATUS_LABELS[confirming] : '';
  return (
    <Section title={closed ? t('reopen') : t('moveTo')}>
      {allowed.length === 0 ? (
        <p className="text-sm text-neutral-600">
          {t('closedLead', { status: LEAD_STATUS_LABELS[status] })}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {allowed.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'lost' || to === 'cancelled' ? 'ghost' : 'secondary'}
              disabled={busy}
              onClick={() =>
                to === 'lost' || closing(to) ? setConfirming(to) : onMove({ status: to })
              }
            >
              {LEAD_STATUS_LABELS[to]}
            </Button>
          ))}
        </div>
      )}
      <Dialog
        open={confirming === 'lost'}
        onClose={() => setConfirming(null)}
        title={t('markLostTitle')}
        description={t('markLostDescription')}
        dismissible={!busy}
        size="sm"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (lostReason) onMove({ status: 'lost', lostReason }, () => setConfirming(null));
          }}
        >
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('reason')}</legend>
            {LOST_REASONS.map((reason) => (
              <label key={reason.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="lost-reason"
                  value={reason.value}
                  checked={lostReason === reason.value}
                  onChange={() => setLostReason(reason.value)}
                  className="size-4 accent-brand"
                />
                {reason.label}
              </label>
            ))}
          </fieldset>
          <DialogActions>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(null)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={busy || !lostReason}>
              {t('markLost')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null && confirming !== 'lost'}
        title={t('markStatusTitle', { status: confirmingLabel })}
        message={t('closesLead')}
        confirmLabel={t('markStatus', { status: confirmingLabel })}
        pendingLabel={t('saving')}
        pending={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onMove({ status: confirming }, () => setConfirming(null));
        }}
      />
    </Section>
  );
}

/** An owner gives the lead to anyone whose role covers its kind; staff take an unassigned one. */
function AssignControl({
  lead,
  user,
  assignees,
  busy,
  onAssign,
}: {
  lead: LeadDetail['lead'];
  user: DeskUser;
  assignees: Assignee[];
  busy: boolean;
  onAssign: (assignee: string | null) => void;
}) {
  const { t } = useTranslation('adminLeads');
  const current = lead.assignee;
  if (user.role === 'owner') {
    const options = [
      { value: '', label: t('unassigned') },
      ...assignees
        .filter((person) => can(person.role, LEAD_PERMISSION[lead.kind]))
        .map((person) => ({ value: person.userId, label: person.name || person.userId })),
    ];
    if (current && !options.some((option) => option.value === current.userId)) {
      options.push({ value: current.userId, label: current.name || current.userId });
    }
    return (
      <ListboxSelect
        label={t('assignedTo')}
        options={options}
        value={current?.userId ?? ''}
        onChange={(value) => {
          if (!busy) onAssign(value || null);
        }}
      />
    );
  }
  return (
    <Section title={t('assignedTo')}>
      {current ? (
        <p className="text-sm">
          {current.userId === user.userId ? t('you') : current.name || current.userId}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-neutral-600">{t('nobodyYet')}</p>
          <Button size="sm" disabled={busy} onClick={() => onAssign(user.userId)}>
            {t('takeLead')}
          </Button>
        </div>
      )}
    </Section>
  );
}

/** The next follow-up as an IST date and time; Clear removes it. */
function FollowUpForm({
  current,
  disabled,
  busy,
  onSave,
  now,
}: {
  current: string | null;
  disabled: boolean;
  busy: boolean;
  onSave: (nextFollowUpAt: string | null) => void;
  now: number;
}) {
  const { t } = useTranslation('adminLeads');
  const shown = current ? istDateTime(Date.parse(current)) : undefined;
  const [date, setDate] = useState(shown?.date ?? '');
  const [time, setTime] = useState(shown?.time.slice(0, 5) ?? '11:00');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date && time) onSave(istFollowUp(date, time));
  };
  return (
    <form onSubmit={submit} className="space-y-2" aria-labelledby="follow-up-title">
      <h3
        id="follow-up-title"
        className="flex items-center gap-1.5 text-sm font-bold tracking-wide text-neutral-700 uppercase"
      >
        <CalendarClock aria-hidden="true" className="size-4" /> {t('nextFollowUp')}
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <DateInput
          label={t('date')}
          className="min-w-36 flex-1"
          value={date}
          min={istDateTime(now).date}
          disabled={disabled}
          onChange={setDate}
        />
        <label className="w-32">
          <span className={labelClasses}>{t('time')}</span>
          <input
            type="time"
            className={cn(inputClasses, 'mt-1 h-11')}
            value={time}
            disabled={disabled}
            onChange={(event) => setTime(event.target.value)}
          />
        </label>
        <Button type="submit" disabled={disabled || busy || !date || !time}>
          {t('setFollowUp')}
        </Button>
        {current && (
          <Button variant="ghost" disabled={busy} onClick={() => onSave(null)}>
            {t('clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

function NoteForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (text: string, done: () => void) => void;
}) {
  const { t } = useTranslation('adminLeads');
  const [text, setText] = useState('');
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onAdd(text.trim(), () => setText(''));
      }}
    >
      <label className="block">
        <span className={labelClasses}>{t('note')}</span>
        <textarea
          className={cn(inputClasses, 'mt-1 min-h-20 py-2')}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={text}
          placeholder={t('notePlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <Button type="submit" size="sm" disabled={busy || !text.trim()}>
        {t('addNote')}
      </Button>
    </form>
  );
}

function SamePhoneList({
  others,
  hrefOf,
}: {
  others: LeadDetail['samePhone'];
  hrefOf: (id: number) => string;
}) {
  // Repeats sit under the lead they repeat; a repeat whose original is not listed stands alone.
  const listed = new Set(others.map((other) => other.id));
  const originals = others.filter(
    (other) => other.repeatOf === null || !listed.has(other.repeatOf),
  );
  return (
    <ul className="space-y-2 text-sm">
      {originals.map((other) => {
        const repeats = others.filter((candidate) => candidate.repeatOf === other.id);
        const id = other.repeatOf ?? other.id;
        return (
          <li key={other.id} className="rounded-lg border border-neutral-200 px-3 py-2">
            <Link to={hrefOf(id)} className="font-semibold text-brand hover:underline">
              {LEAD_KIND_LABELS[other.kind].label} #{id}
            </Link>{' '}
            <LeadStatusPill status={other.status} />{' '}
            <span className="text-neutral-600 tabular-nums">{istText(other.createdAt)}</span>
            {repeats.length > 0 && <RepeatsFold repeats={repeats} className="mt-1" />}
          </li>
        );
      })}
    </ul>
  );
}

/** The times a visitor sent the same enquiry again, folded under the lead they repeat. */
function RepeatsFold({
  repeats,
  className,
}: {
  repeats: LeadDetail['samePhone'];
  className?: string;
}) {
  const { t } = useTranslation('adminLeads');
  return (
    <details className={className}>
      <summary className="cursor-pointer font-semibold text-neutral-700">
        {t('sentAgain', { count: repeats.length })}
      </summary>
      <ul className="mt-1 space-y-0.5 text-neutral-600 tabular-nums">
        {repeats.map((repeat) => (
          <li key={repeat.id}>{istText(repeat.createdAt)}</li>
        ))}
      </ul>
    </details>
  );
}
