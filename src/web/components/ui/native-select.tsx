import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './text-field';

// CSS counts a <select> as :read-only, which would grey it out like a locked field.
const selectClasses = inputClasses
  .split(' ')
  .filter((name) => !name.startsWith('read-only:'))
  .join(' ');

/**
 * A form's select, drawn as the listbox (ListboxSelect) is: same height, border, type and
 * chevron, so the site has one select to look at. It stays a native <select> inside: in an
 * enquiry form it works before the page's script has run and gives a phone its own picker, and a
 * lead is not left to a custom control.
 */
export function NativeSelect({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(selectClasses, 'cursor-pointer appearance-none pr-10')} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-neutral-500"
      />
    </div>
  );
}
