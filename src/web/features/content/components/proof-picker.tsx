import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { ProofList } from '../finance';

/**
 * SPEC §2 Finance: an expandable list of the documents accepted as one proof (a disclosure); its
 * texts are keys of the `finance` namespace.
 */
export function ProofPicker({
  proof,
  headingLevel: Heading = 'h3',
}: {
  proof: ProofList;
  headingLevel?: 'h3' | 'h4';
}) {
  const { t } = useTranslation('finance');
  const [open, setOpen] = useState(false);
  const panelId = `${proof.id}-proof-documents`;

  return (
    <div className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm">
      <Heading>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-neutral-50"
        >
          {t(proof.label)}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-brand transition-transform', open && 'rotate-180')}
          />
        </button>
      </Heading>
      <div id={panelId} hidden={!open} className="border-t border-neutral-200 px-5 py-4">
        <p className="text-sm text-neutral-600">{t(proof.hint)}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {proof.documents.map((document) => (
            <li key={document} className="flex gap-2 text-sm text-ink">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
              {t(document)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
