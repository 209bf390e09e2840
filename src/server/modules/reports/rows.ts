import { istDateTime } from '../../../shared/dates.js';
import type { ReportDescription, ReportRow } from '../../../shared/reports.js';
import type { Enquiry } from '../../db/tables.js';

/** "sms, email" from the stored channel flags of an opt-in. */
function channelList(channels: string | null): string {
  if (!channels) return '';
  try {
    const flags = JSON.parse(channels) as Record<string, unknown>;
    return Object.entries(flags)
      .filter(([name, on]) => on === true && name !== 'all')
      .map(([name]) => name)
      .join(', ');
  } catch {
    return '';
  }
}

/** One enquiry as the report's row, with the spec's field names (SPEC §3 report rows). */
export function toReportRow(
  report: Pick<ReportDescription, 'columns'>,
  enquiry: Enquiry,
): ReportRow {
  const { date, time } = istDateTime(enquiry.created_at);
  const row: ReportRow = {};
  for (const column of report.columns) {
    switch (column.source) {
      case 'created_date':
        row[column.key] = date;
        break;
      case 'created_time':
        row[column.key] = time;
        break;
      case 'channels':
        row[column.key] = channelList(enquiry.channels);
        break;
      default:
        row[column.key] = enquiry[column.source] ?? null;
    }
  }
  return row;
}
