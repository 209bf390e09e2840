import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/section-heading';
import { cn } from '../../../lib/cn';

interface EnquiryFormSlotProps {
  /** Accessible name of the region, e.g. "AMC enquiry form". */
  label: string;
  heading: string;
  /** The line under the heading; by default "Fill in the form below and we will call you back." */
  note?: string;
  /** The enquiry form, once it is built (a later issue mounts it here). */
  children?: ReactNode;
  className?: string;
}

/**
 * Where a page's enquiry form goes (#enquiry-form, so links and the site bar can jump to it).
 * Until the form is mounted it shows only its heading and the one-line note.
 */
export function EnquiryFormSlot({
  label,
  heading,
  note,
  children,
  className,
}: EnquiryFormSlotProps) {
  const { t } = useTranslation('pageMeta');
  return (
    <section
      id="enquiry-form"
      aria-label={label}
      className={cn(
        'scroll-mt-28 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8',
        className,
      )}
    >
      <span aria-hidden="true" className="mb-3 block h-1 w-10 rounded-full bg-brand" />
      <SectionHeading size="medium" title={heading} />
      <p className="mt-2 text-neutral-600">{note ?? t('enquiryFormNote')}</p>
      {children}
    </section>
  );
}
