import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Sections open at first; by default the first one. */
  defaultOpenIds?: readonly string[];
  /** Heading level of the section titles. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * WAI-ARIA accordion: each title is a button (aria-expanded, aria-controls) inside a heading, and
 * any number of sections may be open at once.
 */
export function Accordion({ items, defaultOpenIds, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(defaultOpenIds ?? (items[0] ? [items[0].id] : [])),
  );
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div
      className={cn(
        'divide-y divide-neutral-200 overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm',
        className,
      )}
    >
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={cn(
                  'flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-bold text-ink transition-colors hover:bg-neutral-50 focus-visible:outline-offset-[-3px] sm:px-6',
                  expanded && 'bg-neutral-50',
                )}
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-neutral-500 transition-transform',
                    expanded && 'rotate-180 text-brand',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 sm:px-6"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
