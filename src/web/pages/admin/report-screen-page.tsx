import type { ReportDescription } from '../../../shared/reports';
import { ReportScreen } from '../../features/reports/components/report-screen';
import { AdminScreenFrame } from './admin-screen-frame';

/**
 * A report's heading, in the sentence case of every heading: "Booking report", "Joy Club report".
 * The sidebar keeps the specification's names ("Booking Report"), which are labels, not headings.
 */
export function reportHeading(report: Pick<ReportDescription, 'title'>): string {
  return report.title.replace(/ Report$/, ' report');
}

export function ReportScreenPage({ report }: { report: ReportDescription }) {
  return (
    <AdminScreenFrame title={reportHeading(report)} wide>
      {/* key: a different report starts with fresh filters */}
      <ReportScreen key={report.slug} report={report} />
    </AdminScreenFrame>
  );
}
