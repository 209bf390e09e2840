import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'link';
type Size = 'sm' | 'md';

/**
 * One case rule for every button: capitals, slightly spaced, as the header's menu. The words stay
 * as written (the specification's labels are mixed: "KNOW MORE", "View Details", "Login"), the
 * style makes them one; Devanagari has no capitals and takes no extra spacing.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold tracking-wide uppercase transition-colors disabled:cursor-not-allowed disabled:opacity-50 [&:lang(hi)]:tracking-normal [&:lang(mr)]:tracking-normal';

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-white shadow-sm hover:bg-brand-dark',
  secondary: 'border border-neutral-300 bg-white text-ink hover:border-brand hover:text-brand',
  ghost: 'text-ink hover:bg-neutral-100',
  inverse: 'bg-white text-brand shadow-sm hover:bg-brand-soft',
  /** A button-shaped link's quiet sibling: brand-coloured words, no box. */
  link: 'text-sm text-brand underline-offset-4 hover:text-brand-dark hover:underline',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra?: string) {
  // A link-style button has no box to size.
  return cn(base, variant === 'link' ? undefined : sizes[size], variants[variant], extra);
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
