import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { DocumentTitle } from '../../components/ui/document-title';
import { LoginForm } from '../../features/admin-auth/components/login-form';
import { paths } from '../../lib/paths';

export function AdminLoginPage() {
  const { t } = useTranslation('adminShell');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <DocumentTitle title={t('adminLogin')} />
      <div className="w-full max-w-sm rounded-2xl border border-neutral-200 bg-white p-8 shadow-sm">
        <span aria-hidden="true" className="mb-5 block h-1 w-12 rounded-full bg-brand" />
        <h1 className="text-2xl font-bold tracking-tight">{t('adminLogin')}</h1>
        <p className="mt-2 mb-6 text-sm text-neutral-600">{t('loginIntro')}</p>
        <LoginForm />
        <ButtonLink to={paths.home.getHref()} variant="link" className="mt-8 text-sm">
          {t('backToWebsite')}
        </ButtonLink>
      </div>
    </main>
  );
}
