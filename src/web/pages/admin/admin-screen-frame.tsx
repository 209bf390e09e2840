import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/ui/document-title';
import { cn } from '../../lib/cn';

/**
 * The frame of every panel screen: its title and a white card. `wide` content (a report's many
 * columns) gets a narrower margin inside the card, so that it fits beside the sidebar.
 */
export function AdminScreenFrame({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminShell');
  return (
    <section aria-labelledby="admin-screen-title" className="space-y-4">
      <DocumentTitle title={t('documentTitle', { title })} />
      <h1 id="admin-screen-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <div
        className={cn(
          'rounded-xl border border-neutral-200 bg-white shadow-sm',
          wide ? 'p-3 sm:p-4 lg:p-3' : 'p-5 sm:p-6',
        )}
      >
        {children}
      </div>
    </section>
  );
}
