import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { paths } from '../../lib/paths';

export function AdminNotFoundPage() {
  const { t } = useTranslation('adminShell');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <DocumentTitle title={t('pageNotFound')} />
      <div className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">{t('pageNotFound')}</h1>
        <p className="mt-4 text-neutral-600">
          <Trans
            t={t}
            i18nKey="adminPageMissing"
            components={{
              login: (
                <Link
                  to={paths.admin.login.getHref()}
                  className="font-semibold text-brand hover:underline"
                />
              ),
            }}
          />
        </p>
      </div>
    </main>
  );
}
