import type { ReactNode } from 'react';
import type { ContentBlock, ContentSection } from '../types';
import {
  ContentBlocks,
  ContentSections,
  NumberedHeading,
  TableOfContents,
} from './content-sections';

interface LegalDocumentProps {
  intro: readonly ContentBlock[];
  sections: readonly ContentSection[];
  dealerName: string | undefined;
  /** A last section rendered by the page (e.g. contact details from /api/site). */
  closing?: { id: string; heading: string; content: ReactNode };
}

/** Terms and privacy: a table of contents beside numbered sections. */
export function LegalDocument({ intro, sections, dealerName, closing }: LegalDocumentProps) {
  const contents = closing ? [...sections, closing] : sections;
  return (
    <div className="page-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_1fr] lg:gap-14">
      {/* Above the text on phones, a sticky column beside it on wide screens. */}
      <div>
        <TableOfContents sections={contents} />
      </div>
      <div className="max-w-3xl min-w-0">
        <ContentBlocks blocks={intro} dealerName={dealerName} className="text-lg" />
        <div className="mt-10 border-t border-neutral-200 pt-10">
          <ContentSections sections={sections} dealerName={dealerName} />
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
