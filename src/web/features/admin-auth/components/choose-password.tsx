import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/ui/document-title';
import { ChangePasswordForm } from './change-password-form';

/**
 * The only screen of an account that still has a temporary password (the owner made or reset
 * it): the server refuses every other admin call until the account chooses its own.
 */
export function ChoosePassword({ userId, onChosen }: { userId: string; onChosen: () => void }) {
  const { t } = useTranslation('adminAuth');
  return (
    <section aria-labelledby="admin-screen-title" className="mx-auto max-w-xl space-y-4">
      <DocumentTitle title={t('choosePasswordDocumentTitle')} />
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h1 id="admin-screen-title" className="text-2xl font-bold tracking-tight">
            {t('choosePasswordTitle')}
          </h1>
          <p className="mt-1 text-sm text-neutral-600">{t('choosePasswordIntro')}</p>
        </div>
      </div>
      <div className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
        <ChangePasswordForm
          userId={userId}
          currentLabel={t('temporaryPassword')}
          submitLabel={t('saveMyPassword')}
          onChanged={onChosen}
        />
      </div>
    </section>
  );
}
