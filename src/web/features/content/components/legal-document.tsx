import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentBlock, ContentSection } from '../types';
import {
  ContentBlocks,
  ContentSections,
  NumberedHeading,
  TableOfContents,
} from './content-sections';

interface LegalDocumentProps {
  /** The namespace whose keys `intro` and `sections` hold. */
  namespace: 'terms' | 'privacy';
  intro: readonly ContentBlock[];
  sections: readonly ContentSection[];
  dealerName: string | undefined;
  /** A last section rendered by the page (e.g. contact details from /api/site); text, not keys. */
  closing?: { id: string; heading: string; content: ReactNode };
}

/** Terms and privacy: a table of contents beside numbered sections. */
export function LegalDocument({
  namespace,
  intro,
  sections,
  dealerName,
  closing,
}: LegalDocumentProps) {
  const { t } = useTranslation(namespace);
  const headings = sections.map(({ id, heading }) => ({ id, heading: t(heading) }));
  const contents = closing ? [...headings, closing] : headings;
  return (
    <div className="page-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_1fr] lg:gap-14">
      {/* Above the text on phones, a sticky column beside it on wide screens. */}
      <div>
        <TableOfContents sections={contents} />
      </div>
      <div className="max-w-3xl min-w-0">
        <ContentBlocks
          blocks={intro}
          namespace={namespace}
          dealerName={dealerName}
          className="text-lg"
        />
        <div className="mt-10 border-t border-neutral-200 pt-10">
          <ContentSections sections={sections} namespace={namespace} dealerName={dealerName} />
          {closing && (
            <section id={closing.id} className="mt-10 scroll-mt-28">
              <NumberedHeading number={sections.length + 1} heading={closing.heading} />
              <div className="mt-4">{closing.content}</div>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
