import { SectionHeading } from '../../../components/ui/section-heading';
import { cn } from '../../../lib/cn';
import { withDealer, type ContentBlock, type ContentSection } from '../types';

function Block({ block, dealerName }: { block: ContentBlock; dealerName: string | undefined }) {
  if (typeof block === 'string') return <p>{withDealer(block, dealerName)}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand">
      {block.map((item) => (
        <li key={item}>{withDealer(item, dealerName)}</li>
      ))}
    </ul>
  );
}

/** Paragraphs and bullet lists of one section (no heading). */
export function ContentBlocks({
  blocks,
  dealerName,
  className,
}: {
  blocks: readonly ContentBlock[];
  dealerName: string | undefined;
  className?: string;
}) {
  return (
    <div className={cn('space-y-4 leading-relaxed text-neutral-700', className)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} dealerName={dealerName} />
      ))}
    </div>
  );
}

/** A document section's h2, numbered as in its table of contents. */
export function NumberedHeading({ number, heading }: { number: number; heading: string }) {
  return (
    <SectionHeading
      size="medium"
      title={
        <>
          <span aria-hidden="true" className="mr-2 text-brand tabular-nums">
            {number}.
          </span>
          {heading}
        </>
      }
    />
  );
}

/** A legal document: numbered sections with their own h2 (plain sections, not landmarks). */
export function ContentSections({
  sections,
  dealerName,
}: {
  sections: readonly ContentSection[];
  dealerName: string | undefined;
}) {
  return (
    <div className="space-y-10">
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="scroll-mt-28">
          <NumberedHeading number={index + 1} heading={section.heading} />
          <ContentBlocks blocks={section.body} dealerName={dealerName} className="mt-4" />
        </section>
      ))}
    </div>
  );
}

/** "On this page": links to each section, beside a long document on wide screens. */
export function TableOfContents({
  sections,
  label = 'On this page',
}: {
  sections: readonly Pick<ContentSection, 'id' | 'heading'>[];
  label?: string;
}) {
  return (
    <nav
      aria-label={label}
      className="rounded-2xl border border-neutral-200 bg-neutral-50 p-5 lg:sticky lg:top-28"
    >
      <h2 className="text-xs font-bold tracking-[0.18em] text-neutral-600 uppercase">{label}</h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {sections.map((section, index) => (
          <li key={section.id} className="flex gap-2">
            <span
              aria-hidden="true"
              className="w-5 shrink-0 text-right text-neutral-500 tabular-nums"
            >
              {index + 1}.
            </span>
            <a
              href={`#${section.id}`}
              className="rounded-sm text-neutral-700 hover:text-brand hover:underline"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
