import type { ReactNode } from 'react';
import { buttonClasses } from './button';

/**
 * A download of what the current filters match, as a link the browser follows with the session
 * cookie; a button that does nothing while there is nothing to export.
 */
export function ExportLink({
  href,
  disabled,
  icon,
  newTab,
  children,
}: {
  href: string;
  disabled: boolean;
  icon: ReactNode;
  newTab?: boolean;
  children: ReactNode;
}) {
  const className = buttonClasses('secondary', 'sm');
  if (disabled) {
    return (
      <button type="button" disabled className={className}>
        {icon}
        {children}
      </button>
    );
  }
  return (
    <a
      href={href}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : { download: '' })}
    >
      {icon}
      {children}
    </a>
  );
}
