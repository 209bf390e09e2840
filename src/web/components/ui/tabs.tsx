import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { useScrollEdges } from '../../lib/use-scroll-edges';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** The panel's content; null leaves a panel empty (e.g. one whose data is not loaded yet). */
  panel: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<Id>[];
  selectedId: Id;
  onSelect: (id: Id) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (wrapping), Home and End move the focus and
 * select; only the selected tab is in the tab order. Every panel stays mounted (hidden when not
 * selected) so a panel keeps its state, such as a carousel position, when the visitor comes back.
 */
export function Tabs<Id extends string>({
  label,
  items,
  selectedId,
  onSelect,
  className,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(listRef);
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.id === selectedId);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const target = items[next];
    if (!target) return;
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  return (
    <div className={className}>
      <div className="border-b border-neutral-200">
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          // One row at every width: on a phone the row scrolls sideways (a wrapped second row
          // read as a second set of tabs), and its right edge fades while more tabs lie beyond.
          ref={listRef}
          className={cn(
            '-mb-px flex overflow-x-auto [scrollbar-width:none]',
            edges.moreRight && '[mask-image:linear-gradient(to_right,black_85%,transparent)]',
          )}
        >
          {items.map((item) => {
            const selected = item.id === selectedId;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(item.id, element);
                  else tabRefs.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={tabId(item.id)}
                aria-selected={selected}
                aria-controls={panelId(item.id)}
                tabIndex={selected ? 0 : -1}
                onClick={() => onSelect(item.id)}
                className={cn(
                  'shrink-0 border-b-[3px] px-3 py-3 text-sm font-bold tracking-wide whitespace-nowrap uppercase transition-colors focus-visible:outline-offset-[-3px] sm:px-5 [&:lang(hi)]:tracking-normal [&:lang(mr)]:tracking-normal',
                  selected
                    ? 'border-brand text-brand'
                    : 'border-transparent text-neutral-600 hover:border-neutral-300 hover:text-ink',
                )}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      </div>
      {items.map((item) => (
        // A server-drawn page takes each panel over in a task of its own.
        <HydrateInTurn key={item.id} name={panelId(item.id)}>
          <div
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={item.id !== selectedId}
            tabIndex={0}
            className="pt-8 focus-visible:outline-offset-4"
          >
            {item.panel}
          </div>
        </HydrateInTurn>
      ))}
    </div>
  );
}
