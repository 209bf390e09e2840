import { useParams } from 'react-router';
import { REPORTS } from '../../../shared/reports';
import { findScreen } from '../../layouts/admin/admin-menu';
import { ChangePasswordScreen, ProfileScreen } from './account-screens';
import { AdminScreenFrame } from './admin-screen-frame';
import {
  ManageAccessoriesPriceScreen,
  ManageAccountScreen,
  ManageGalleryScreen,
  ManageOffersScreen,
  ManagePriceScreen,
  ManageVehiclesScreen,
} from './manage-screens';
import { ReportScreenPage } from './report-screen-page';

/** Screens built so far; the others say plainly that they are on their way. */
const SCREENS: Record<string, () => React.JSX.Element> = {
  account: ManageAccountScreen,
  price: ManagePriceScreen,
  'accessories-price': ManageAccessoriesPriceScreen,
  bikes: ManageVehiclesScreen,
  gallery: ManageGalleryScreen,
  offer: ManageOffersScreen,
  profile: ProfileScreen,
  'change-password': ChangePasswordScreen,
};

/** SPEC §2: the panel's screen is chosen by the sidebar; the URL keeps it across a reload. */
export function AdminScreenPage() {
  const { screen: slug = '' } = useParams();
  const screen = findScreen(slug);
  const Screen = SCREENS[slug];
  if (Screen) return <Screen />;
  const report = REPORTS.find((candidate) => candidate.slug === slug);
  if (report) return <ReportScreenPage report={report} />;
  if (!screen) {
    return (
      <AdminScreenFrame title="Screen not found">
        <p className="text-neutral-600">There is no such screen. Choose one from the menu.</p>
      </AdminScreenFrame>
    );
  }
  return (
    <AdminScreenFrame title={screen.label}>
      <p className="text-neutral-600">This screen is not available yet.</p>
    </AdminScreenFrame>
  );
}
