import { Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/admin';
import { VEHICLE_ADMIN_TYPES, type VehicleAdminPath } from '../../../shared/manage';
import { QueryState } from '../../components/ui/query-state';
import { useCurrentUser, useSessionCheck } from '../../features/admin-auth/api/admin-session';
import { AccountTable } from '../../features/admin-manage/components/account-table';
import { GalleryManager } from '../../features/admin-manage/components/gallery-manager';
import { OffersManager } from '../../features/admin-manage/components/offers-manager';
import {
  AccessoryPriceList,
  ModelPriceList,
} from '../../features/admin-manage/components/price-lists';
import {
  VehicleStatusTable,
  VehicleTypePicker,
} from '../../features/admin-manage/components/vehicle-status-table';
import { OnRoadSettingsPanel } from '../../features/on-road-settings/components/on-road-settings-panel';
import { AdminScreenFrame } from './admin-screen-frame';
import { screenHref } from './screen-href';

/** SPEC §2 Manage Accounts: the admin's own row; DESIGN §6: no password column. */
export function ManageAccountScreen() {
  const { t } = useTranslation('adminShell');
  const currentUser = useCurrentUser();
  return (
    <AdminScreenFrame title={t('titleManageAccounts')}>
      <QueryState query={currentUser} errorText={AUTH_MESSAGES.userDataLoadFailed}>
        {(user) => (
          <div className="space-y-4">
            <AccountTable user={user} />
            <p className="flex items-start gap-2 text-sm text-neutral-600">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-400" />
              <span>
                <Trans
                  t={t}
                  i18nKey="passwordsNeverShown"
                  components={{
                    link: (
                      <Link
                        to={screenHref('change-password')}
                        className="font-semibold text-brand hover:underline"
                      />
                    ),
                  }}
                />
              </span>
            </p>
          </div>
        )}
      </QueryState>
    </AdminScreenFrame>
  );
}

export function ManagePriceScreen() {
  const { t } = useTranslation('adminShell');
  return (
    <AdminScreenFrame title={t('titleManagePrice')}>
      <ModelPriceList />
    </AdminScreenFrame>
  );
}

export function ManageAccessoriesPriceScreen() {
  const { t } = useTranslation('adminShell');
  return (
    <AdminScreenFrame title={t('titleManageAccessoriesPrice')}>
      <AccessoryPriceList />
    </AdminScreenFrame>
  );
}

const isVehicleType = (value: string | null): value is VehicleAdminPath =>
  value !== null && Object.hasOwn(VEHICLE_ADMIN_TYPES, value);

/** SPEC §2 Manage Vehicles. The chosen type sits in the URL (?type=scooters) to survive a reload. */
export function ManageVehiclesScreen() {
  const { t } = useTranslation('adminShell');
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const type: VehicleAdminPath = isVehicleType(requested) ? requested : 'bikes';
  return (
    <AdminScreenFrame title={t('titleManageVehicles')}>
      <div className="space-y-5">
        <VehicleTypePicker
          value={type}
          onChange={(next) => setParams({ type: next }, { replace: true })}
        />
        <VehicleStatusTable type={type} />
      </div>
    </AdminScreenFrame>
  );
}

export function ManageOffersScreen() {
  const { t } = useTranslation('adminShell');
  useSessionCheck();
  return (
    <AdminScreenFrame title={t('titleManageOffers')}>
      <OffersManager />
    </AdminScreenFrame>
  );
}

/** The spec labels this screen "notification"; it manages the gallery, so it says Gallery. */
export function ManageGalleryScreen() {
  const { t } = useTranslation('adminShell');
  useSessionCheck();
  return (
    <AdminScreenFrame title={t('screenGallery')}>
      <GalleryManager />
    </AdminScreenFrame>
  );
}

/** The owner's on-road rates (road tax, fees, optional lines) and each variant's insurance. */
export function OnRoadPriceScreen() {
  const { t } = useTranslation('adminShell');
  return (
    <AdminScreenFrame title={t('titleOnRoadPrice')} wide>
      <OnRoadSettingsPanel />
    </AdminScreenFrame>
  );
}
