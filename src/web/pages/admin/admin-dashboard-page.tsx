import { useTranslation } from 'react-i18next';
import { toEnGbDate } from '../../../shared/dates';
import { dealerDate } from '../../../shared/format';
import { DocumentTitle } from '../../components/ui/document-title';
import { useCurrentUser } from '../../features/admin-auth/api/admin-session';
import { useDashboardCounts } from '../../features/admin-manage/api/get-dashboard-counts';
import { DashboardCards } from '../../features/admin-manage/components/dashboard-cards';
import { LeadStatsSection } from '../../features/lead-stats/components/lead-stats-section';
import { screenHref } from './screen-href';

/** Each card opens the report that lists the leads behind its count. */
const REPORT_OF_CARD = {
  bookings: screenHref('booking-report'),
  amc: screenHref('amc-report'),
  warranty: screenHref('ew-report'),
  enquiry_report: screenHref('enquiry-report'),
};

/** SPEC §2 Dashboard, the panel's default screen: today's four counts, then the lead desk's figures. */
export function AdminDashboardPage() {
  const { t } = useTranslation('adminShell');
  const { data: user } = useCurrentUser();
  // The day the counts were taken (Asia/Kolkata), known once they have arrived.
  const { dataUpdatedAt } = useDashboardCounts();
  return (
    <section aria-labelledby="admin-screen-title" className="space-y-4">
      <DocumentTitle title={t('documentTitle', { title: t('screenDashboard') })} />
      <div>
        <h1 id="admin-screen-title" className="text-2xl font-bold tracking-tight">
          {t('screenDashboard')}
        </h1>
        <p className="mt-1 text-sm text-neutral-600">
          {user ? t('welcomeName', { name: user.user_name }) : t('welcome')}{' '}
          {dataUpdatedAt > 0
            ? t('leadsTodayOn', { date: toEnGbDate(dealerDate(dataUpdatedAt)) })
            : t('leadsToday')}
        </p>
      </div>
      <DashboardCards reportHref={REPORT_OF_CARD} />
      <LeadStatsSection />
    </section>
  );
}
