import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dealer } from '../../../shared/catalogue';
import { cn } from '../../lib/cn';
import { mailtoHref, telHref } from '../../lib/contact-links';
import { LanguageSwitch } from './language-switch';

const linkClass =
  'flex items-center gap-1.5 whitespace-nowrap rounded-sm hover:text-white hover:underline';

/**
 * The strip above the menu bar. Kept to one 40 px line at every width, so that once it has
 * scrolled away the sticky header (top: -40px) pins the menu bar exactly at the top.
 */
export function ContactStrip({ dealer, hidden }: { dealer: Dealer | undefined; hidden: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <div
      // Hidden by visibility, not display: the strip keeps its height and nothing below moves.
      className={cn(
        'h-10 bg-neutral-900 text-xs text-neutral-300 sm:text-sm',
        hidden && 'invisible',
      )}
      aria-hidden={hidden || undefined}
    >
      <div className="page-container flex h-full items-center justify-between gap-4">
        {dealer ? (
          <ul className="flex min-w-0 items-center gap-4 sm:gap-6">
            <li>
              <a href={telHref(dealer.sale_no)} className={linkClass}>
                <Phone aria-hidden="true" className="size-3.5 text-brand" />
                {/* The number always shows (SPEC §1); the word only where there is room. */}
                <span className="sr-only sm:not-sr-only">{t('sales')}</span>
                <span>{dealer.sale_no}</span>
              </a>
            </li>
            <li>
              <a href={telHref(dealer.service_no)} className={linkClass}>
                <Phone aria-hidden="true" className="size-3.5 text-brand" />
                {/* The number always shows (SPEC §1); the word only where there is room. */}
                <span className="sr-only sm:not-sr-only">{t('service')}</span>
                <span>{dealer.service_no}</span>
              </a>
            </li>
            <li className="min-w-0">
              <a href={mailtoHref(dealer.email)} className={cn(linkClass, 'min-w-0')}>
                <Mail aria-hidden="true" className="size-3.5 shrink-0 text-brand" />
                <span aria-hidden="true" className="sm:hidden">
                  {t('email')}
                </span>
                {/* not-sr-only shows overflow: the address is cut short by the inner span. */}
                <span className="sr-only sm:not-sr-only sm:min-w-0">
                  <span className="block truncate">{dealer.email}</span>
                </span>
              </a>
            </li>
          </ul>
        ) : (
          <span className="h-3 w-64 animate-pulse rounded bg-neutral-700" />
        )}
        {/* Phones have it in the menu: the strip has no room beside the numbers there. The
            opening hours, once here from 1280 px, left it their room: the strip cannot hold both
            beside the numbers and the address (the page is 1280 px at most); Home's location
            block, Contact and the dealer page give them. */}
        <LanguageSwitch tone="dark" className="hidden shrink-0 md:flex" />
      </div>
    </div>
  );
}
