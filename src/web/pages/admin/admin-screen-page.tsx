import { Link, useParams } from 'react-router';
import { ROLE_LABELS } from '../../../shared/roles';
import { useCurrentUser } from '../../features/admin-auth/api/admin-session';
import { AdminScreenFrame } from './admin-screen-frame';
import { findScreen, mayOpen } from './admin-screens';
import { screenHref } from './screen-href';

/**
 * SPEC §2: the panel's screen is chosen by the sidebar; the URL keeps it across a reload. A typed
 * address of a screen the account's role may not open says so instead of drawing it (the server
 * would refuse its calls anyway).
 */
export function AdminScreenPage() {
  const { screen: slug = '' } = useParams();
  const { data: user } = useCurrentUser();
  const screen = findScreen(slug);
  if (!screen) {
    return (
      <AdminScreenFrame title="Screen not found">
        <p className="text-neutral-600">There is no such screen. Choose one from the menu.</p>
      </AdminScreenFrame>
    );
  }
  if (user && !mayOpen(screen, user.permissions)) {
    return (
      <AdminScreenFrame title="Not allowed">
        <p className="text-neutral-600">
          Your account’s role ({ROLE_LABELS[user.role]}) cannot open the {screen.label} screen. Ask
          an owner if you need it.{' '}
          <Link to={screenHref('')} className="font-semibold text-brand hover:underline">
            Back to the dashboard
          </Link>
          .
        </p>
      </AdminScreenFrame>
    );
  }
  const Screen = screen.component;
  return <Screen />;
}
