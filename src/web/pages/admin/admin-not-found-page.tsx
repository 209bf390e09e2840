import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { AdminCardPage } from './admin-card-page';

export function AdminNotFoundPage() {
  return (
    <AdminCardPage title="Page not found">
      <p>
        This admin page does not exist.{' '}
        <Link to={paths.admin.login.getHref()} className="font-semibold text-brand hover:underline">
          Go to the admin login
        </Link>
        .
      </p>
    </AdminCardPage>
  );
}
