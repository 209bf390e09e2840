import type { ReactNode } from 'react';
import { DocumentTitle } from '../../components/ui/document-title';

/** The frame of every panel screen: its title and a white card. */
export function AdminScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="admin-screen-title" className="space-y-4">
      <DocumentTitle title={`${title} · Admin`} />
      <h1 id="admin-screen-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <div className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
        {children}
      </div>
    </section>
  );
}
