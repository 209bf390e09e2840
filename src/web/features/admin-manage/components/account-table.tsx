import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../shared/admin';
import { dayText } from '../../../../shared/dates';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TableFrame, tdClass, thClass } from './admin-table';

/** SPEC §3 Admin user columns, minus the password (DESIGN §6: never stored or shown). */
const COLUMNS: Array<{ key: keyof CurrentUser; headerKey: string }> = [
  { key: 'user_id', headerKey: 'accountUserId' },
  { key: 'user_name', headerKey: 'accountUserName' },
  { key: 'mobile_no', headerKey: 'accountMobileNo' },
  { key: 'email', headerKey: 'accountEmail' },
  { key: 'city', headerKey: 'accountCity' },
  { key: 'created_date', headerKey: 'accountCreatedDate' },
  { key: 'expire_date', headerKey: 'accountExpireDate' },
  { key: 'Status', headerKey: 'accountStatus' },
];

/** A calendar day reads dd/mm/yyyy, as every date in the panel does; anything else as it is. */
const shown = <T,>(value: T) => (typeof value === 'string' ? dayText(value) : value);

/** SPEC §2 Manage Accounts: the signed-in admin's own row. */
export function AccountTable({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('adminManage');
  return (
    <TableFrame label={t('accountTableLabel')}>
      <thead>
        <tr>
          <th scope="col" className={thClass}>
            {t('serialNo')}
          </th>
          {COLUMNS.map((column) => (
            <th key={column.key} scope="col" className={thClass}>
              {t(column.headerKey)}
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
                shown(user[key]) || (
                  <>
                    <span aria-hidden="true" className="text-neutral-400">
                      —
                    </span>
                    <span className="sr-only">{t('notSet')}</span>
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
