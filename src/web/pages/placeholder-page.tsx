import { Mail, Phone } from 'lucide-react';
import { ButtonLink } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { useSite } from '../features/site/api/get-site';
import { mailtoHref, telHref } from '../lib/contact-links';
import { paths } from '../lib/paths';

const linkClass = 'inline-flex items-center gap-1.5 font-semibold text-brand hover:underline';

/** A route of SPEC §2 whose screen is built in a later issue: a tidy page, never a dead end. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  const { data: site } = useSite();
  const dealer = site?.dealer;

  return (
    <>
      <PageHeader title={title} lead={description} />
      <div className="page-container py-12">
        <div className="flex flex-col items-start gap-5 rounded-2xl border border-neutral-200 bg-neutral-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="space-y-2 text-neutral-700">
            <p>This page is being prepared. Meanwhile our team is happy to help.</p>
            {dealer && (
              <p className="flex flex-wrap gap-x-6 gap-y-2">
                <a href={telHref(dealer.sale_no)} className={linkClass}>
                  <Phone aria-hidden="true" className="size-4" />
                  Sales {dealer.sale_no}
                </a>
                <a href={telHref(dealer.service_no)} className={linkClass}>
                  <Phone aria-hidden="true" className="size-4" />
                  Service {dealer.service_no}
                </a>
                <a href={mailtoHref(dealer.email)} className={linkClass}>
                  <Mail aria-hidden="true" className="size-4" />
                  {dealer.email}
                </a>
              </p>
            )}
          </div>
          <ButtonLink to={paths.home.getHref()} variant="secondary" className="shrink-0">
            Back to home
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
