import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ROLE_LABELS } from '../../../shared/roles';
import { useCurrentUser } from '../../features/admin-auth/api/admin-session';
import { AdminScreenFrame } from './admin-screen-frame';
import { findScreen, mayOpen, screenLabel } from './admin-screens';
import { screenHref } from './screen-href';

/**
 * SPEC §2: the panel's screen is chosen by the sidebar; the URL keeps it across a reload. A typed
 * address of a screen the account's role may not open says so instead of drawing it (the server
 * would refuse its calls anyway).
 */
export function AdminScreenPage() {
  const { t } = useTranslation('adminShell');
  const { screen: slug = '' } = useParams();
  const { data: user } = useCurrentUser();
  const screen = findScreen(slug);
  if (!screen) {
    return (
      <AdminScreenFrame title={t('screenNotFound')}>
        <p className="text-neutral-600">{t('noSuchScreen')}</p>
      </AdminScreenFrame>
    );
  }
  if (user && !mayOpen(screen, user.permissions)) {
    return (
      <AdminScreenFrame title={t('notAllowed')}>
        <p className="text-neutral-600">
          <Trans
            t={t}
            i18nKey="notAllowedText"
            values={{ role: ROLE_LABELS[user.role], screen: screenLabel(screen, t) }}
            components={{
              dashboard: (
                <Link to={screenHref('')} className="font-semibold text-brand hover:underline" />
              ),
            }}
          />
        </p>
      </AdminScreenFrame>
    );
  }
  const Screen = screen.component;
  return <Screen />;
}
