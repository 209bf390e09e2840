import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/section-heading';
import { cn } from '../../../lib/cn';
import { useDealerName, type ContentBlock, type ContentSection } from '../types';

/** The namespaces whose texts these components draw (see ContentBlock). */
export type ContentNamespace = 'terms' | 'privacy' | 'finance';

interface BlockProps {
  block: ContentBlock;
  namespace: ContentNamespace;
  /** The dealership's name for `{{dealer}}`. */
  dealer: string;
}

function Block({ block, namespace, dealer }: BlockProps) {
  const { t } = useTranslation(namespace);
  if (typeof block === 'string') return <p>{t(block, { dealer })}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand">
      {block.map((item) => (
        <li key={item}>{t(item, { dealer })}</li>
      ))}
    </ul>
  );
}

/** Paragraphs and bullet lists of one section (no heading). */
export function ContentBlocks({
  blocks,
  namespace,
  dealerName,
  className,
}: {
  blocks: readonly ContentBlock[];
  namespace: ContentNamespace;
  /** From /api/site; undefined while it loads. */
  dealerName: string | undefined;
  className?: string;
}) {
  const dealer = useDealerName(dealerName);
  return (
    <div className={cn('space-y-4 leading-relaxed text-neutral-700', className)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} namespace={namespace} dealer={dealer} />
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
  namespace,
  dealerName,
}: {
  sections: readonly ContentSection[];
  namespace: ContentNamespace;
  dealerName: string | undefined;
}) {
  const { t } = useTranslation(namespace);
  return (
    <div className="space-y-10">
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="scroll-mt-28">
          <NumberedHeading number={index + 1} heading={t(section.heading)} />
          <ContentBlocks
            blocks={section.body}
            namespace={namespace}
            dealerName={dealerName}
            className="mt-4"
          />
        </section>
      ))}
    </div>
  );
}

/** "On this page": links to each section (headings already in the page's language). */
export function TableOfContents({
  sections,
  label,
}: {
  sections: readonly Pick<ContentSection, 'id' | 'heading'>[];
  label?: string;
}) {
  const { t } = useTranslation('pageMeta');
  const name = label ?? t('onThisPage');
  return (
    <nav
      aria-label={name}
      className="rounded-2xl border border-neutral-200 bg-neutral-50 p-5 lg:sticky lg:top-28"
    >
      <h2 className="text-xs font-bold tracking-[0.18em] text-neutral-600 uppercase">{name}</h2>
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
