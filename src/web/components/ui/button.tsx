import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'link';
type Size = 'sm' | 'md';

/** What every variant shares: words beside an optional icon, and how a disabled one looks. */
const base =
  'inline-flex items-center gap-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/**
 * One case rule for every button drawn as a box: capitals, slightly spaced, as the header's menu.
 * The words stay as written (the specification's labels are mixed: "KNOW MORE", "View Details",
 * "Login"), the style makes them one; Devanagari has no capitals and takes no extra spacing.
 */
const boxed =
  'justify-center rounded-md text-center tracking-wide uppercase [&:lang(hi)]:tracking-normal [&:lang(mr)]:tracking-normal';

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-white shadow-sm hover:bg-brand-dark',
  secondary: 'border border-neutral-300 bg-white text-ink hover:border-brand hover:text-brand',
  ghost: 'text-ink hover:bg-neutral-100',
  /**
   * An action drawn as words ("Show all", "Compare", "See breakdown"): brand-coloured and
   * underlined, so it reads as something to press without a box. It keeps its words' case: it
   * often sits in a sentence or a list, where capitals would shout. Its size is the text's around
   * it (pass text-sm or text-xs where it stands alone).
   */
  link: 'rounded-sm text-left text-brand underline decoration-brand/40 underline-offset-4 hover:text-brand-dark hover:decoration-current',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra?: string) {
  // A link-style button has no box to size or to case.
  const box = variant === 'link' ? undefined : cn(boxed, sizes[size]);
  return cn(base, box, variants[variant], extra);
}

interface StyleProps {
  variant?: Variant;
  size?: Size;
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
