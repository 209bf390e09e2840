import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '../../../shared/admin';
import { Loading } from '../../components/ui/spinner';
import { useCurrentUser } from '../../features/admin-auth/api/admin-session';
import { ChangePasswordForm } from '../../features/admin-auth/components/change-password-form';
import { ProfileForm } from '../../features/admin-auth/components/profile-form';
import { ApiError } from '../../lib/api-client';
import { AdminScreenFrame } from './admin-screen-frame';

function LoadProblem({ error, text }: { error: unknown; text: string }) {
  const unauthorized = error instanceof ApiError && error.status === 401;
  return (
    <div role="alert" className="space-y-1 text-sm text-red-700">
      {unauthorized ? (
        <>
          <p>{AUTH_MESSAGES.userNotFoundLogin}</p>
          <p>{AUTH_MESSAGES.unauthorized}</p>
        </>
      ) : (
        <p>{text}</p>
      )}
    </div>
  );
}

export function ProfileScreen() {
  const { t } = useTranslation('adminShell');
  const { data: user, error, isPending } = useCurrentUser();
  return (
    <AdminScreenFrame title={t('screenProfile')}>
      {isPending ? (
        <Loading />
      ) : user ? (
        <ProfileForm key={user.user_id} user={user} />
      ) : (
        <LoadProblem error={error} text={AUTH_MESSAGES.profileLoadFailed} />
      )}
    </AdminScreenFrame>
  );
}

export function ChangePasswordScreen() {
  const { t } = useTranslation('adminShell');
  const { data: user, error } = useCurrentUser();
  return (
    <AdminScreenFrame title={t('titleChangePassword')}>
      {error ? <LoadProblem error={error} text={AUTH_MESSAGES.userDataLoadFailed} /> : null}
      <ChangePasswordForm userId={user?.user_id} />
    </AdminScreenFrame>
  );
}
