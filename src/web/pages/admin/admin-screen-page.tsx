import { useParams } from 'react-router';
import { AdminScreenFrame } from './admin-screen-frame';
import { findScreen } from './admin-screens';

/** SPEC §2: the panel's screen is chosen by the sidebar; the URL keeps it across a reload. */
export function AdminScreenPage() {
  const { screen: slug = '' } = useParams();
  const screen = findScreen(slug);
  if (!screen) {
    return (
      <AdminScreenFrame title="Screen not found">
        <p className="text-neutral-600">There is no such screen. Choose one from the menu.</p>
      </AdminScreenFrame>
    );
  }
  const Screen = screen.component;
  return <Screen />;
}
