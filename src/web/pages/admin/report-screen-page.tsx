import type { ReportDescription } from '../../../shared/reports';
import { ReportScreen } from '../../features/reports/components/report-screen';
import { AdminScreenFrame } from './admin-screen-frame';

export function ReportScreenPage({ report }: { report: ReportDescription }) {
  return (
    <AdminScreenFrame title={report.title} wide>
      {/* key: a different report starts with fresh filters */}
      <ReportScreen key={report.slug} report={report} />
    </AdminScreenFrame>
  );
}
