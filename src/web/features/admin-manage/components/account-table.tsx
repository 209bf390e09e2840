import type { CurrentUser } from '../../../../shared/admin';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TableFrame, tdClass, thClass } from './admin-table';

/** SPEC §3 Admin user columns, minus the password (DESIGN §6: never stored or shown). */
const COLUMNS: Array<{ key: keyof CurrentUser; header: string }> = [
  { key: 'user_id', header: 'User ID' },
  { key: 'user_name', header: 'User Name' },
  { key: 'mobile_no', header: 'Mobile No.' },
  { key: 'email', header: 'Email' },
  { key: 'city', header: 'City' },
  { key: 'created_date', header: 'Created Date' },
  { key: 'expire_date', header: 'Expire Date' },
  { key: 'Status', header: 'Status' },
];

/** SPEC §2 Manage Accounts: the signed-in admin's own row. */
export function AccountTable({ user }: { user: CurrentUser }) {
  return (
    <TableFrame label="Admin account">
      <thead>
        <tr>
          <th scope="col" className={thClass}>
            S No.
          </th>
          {COLUMNS.map((column) => (
            <th key={column.key} scope="col" className={thClass}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr className="border-t border-neutral-200">
          <td className={`${tdClass} whitespace-nowrap`}>1</td>
          {COLUMNS.map(({ key }) => (
            <td key={key} className={`${tdClass} whitespace-nowrap`}>
              {key === 'Status' ? (
                <StatusBadge active={user.Status === 'Active'}>{user.Status}</StatusBadge>
              ) : (
                user[key] || (
                  <>
                    <span aria-hidden="true" className="text-neutral-400">
                      —
                    </span>
                    <span className="sr-only">Not set</span>
                  </>
                )
              )}
            </td>
          ))}
        </tr>
      </tbody>
    </TableFrame>
  );
}
