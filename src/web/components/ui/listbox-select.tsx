import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { labelClasses } from './text-field';

export interface ListboxOption {
  value: string;
  label: string;
  /** Secondary text shown at the right of the option, e.g. a price. */
  detail?: string;
  /** The label's language where it differs from the page's (a variant's name, kept in English). */
  lang?: string | undefined;
}

interface ListboxSelectProps {
  /** Visible label above the button. */
  label: string;
  options: readonly ListboxOption[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * A select built as a button plus a popup listbox (WAI-ARIA "select-only combobox" without the
 * combobox role, which older screen readers announce poorly): it opens on click, Enter, Space or
 * the arrow keys; closes on Escape, Tab, a choice, or a pointer press anywhere outside it.
 */
export function ListboxSelect({ label, options, value, onChange, className }: ListboxSelectProps) {
  const { t } = useTranslation('ui');
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const buttonId = `${baseId}-button`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const selected = options[selectedIndex];

  // As it is drawn open, not after the next frame (when Preact runs effects): a key or a tap
  // that quickly must not be missed.
  useLayoutEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    document
      .getElementById(`${baseId}-option-${activeIndex}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex, baseId]);

  function openList(index = selectedIndex) {
    setActiveIndex(index);
    setOpen(true);
  }

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }

  function choose(index: number) {
    const option = options[index];
    if (option) onChange(option.value);
    close(true);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((index) => Math.max(0, index - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(0);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <span id={labelId} className={cn(labelClasses, 'mb-1')}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        id={buttonId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
        className="flex h-11 w-full items-center justify-between gap-3 rounded-md border border-neutral-300 bg-white px-3 text-left text-sm text-ink shadow-sm transition hover:border-neutral-400 aria-expanded:border-focus"
      >
        <span className="flex min-w-0 flex-1 items-baseline justify-between gap-3">
          <span lang={selected?.lang} className="truncate">
            {selected?.label ?? t('choose')}
          </span>
          {selected?.detail && (
            <span className="shrink-0 text-sm text-neutral-500">{selected.detail}</span>
          )}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 shrink-0 text-neutral-500 transition', open && 'rotate-180')}
        />
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={labelId}
          aria-activedescendant={optionId(activeIndex)}
          onKeyDown={onListKeyDown}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg focus-visible:outline-offset-0"
        >
          {options.map((option, index) => {
            const isSelected = index === selectedIndex;
            return (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={isSelected}
                onClick={() => choose(index)}
                onPointerMove={() => setActiveIndex(index)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm',
                  index === activeIndex && 'bg-brand-soft',
                  isSelected ? 'font-semibold text-brand' : 'text-ink',
                )}
              >
                <Check
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', isSelected ? 'opacity-100' : 'opacity-0')}
                />
                <span lang={option.lang} className="flex-1">
                  {option.label}
                </span>
                {option.detail && <span className="text-neutral-500">{option.detail}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
