import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface InfoCardItem {
  key: string;
  title: string;
  text: string;
}

interface InfoCardsProps {
  items: readonly InfoCardItem[];
  /** The icon of each card, by item key (the content data stays free of components). */
  icons: Record<string, LucideIcon>;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A grid of short cards with an icon, a title and a line of text. */
export function InfoCards({ items, icons, headingLevel = 'h3', className }: InfoCardsProps) {
  const Heading = headingLevel;
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {items.map((item) => {
        const Icon = icons[item.key];
        return (
          <li
            key={item.key}
            className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
          >
            {Icon && (
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            )}
            <div>
              <Heading className="font-bold text-ink">{item.title}</Heading>
              <p className="mt-1 text-sm leading-relaxed text-neutral-600">{item.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
