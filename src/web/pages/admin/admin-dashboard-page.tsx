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
  const { data: user } = useCurrentUser();
  // The day the counts were taken (Asia/Kolkata), known once they have arrived.
  const { dataUpdatedAt } = useDashboardCounts();
  return (
    <section aria-labelledby="admin-screen-title" className="space-y-4">
      <DocumentTitle title="Dashboard · Admin" />
      <div>
        <h1 id="admin-screen-title" className="text-2xl font-bold tracking-tight">
          Dashboard
        </h1>
        <p className="mt-1 text-sm text-neutral-600">
          Welcome{user ? `, ${user.user_name}` : ''}. Leads received today
          {dataUpdatedAt > 0 && `, ${toEnGbDate(dealerDate(dataUpdatedAt))}`}.
        </p>
      </div>
      <DashboardCards reportHref={REPORT_OF_CARD} />
      <LeadStatsSection />
    </section>
  );
}
