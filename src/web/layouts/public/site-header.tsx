import { STICKY_HEADER_THRESHOLD_PX } from '../../../shared/constants';
import { useSite } from '../../features/site/api/get-site';
import { cn } from '../../lib/cn';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { ContactStrip } from './contact-strip';
import { Logo } from './logo';
import { MainNav } from './main-nav';

/**
 * SPEC §2 header behaviour. The header is sticky with top: -40px (the contact strip's height):
 * the strip scrolls away naturally and the menu bar then stays pinned at the top, with no jump
 * in layout. Past 50 px the strip is also hidden outright, as the spec asks.
 */
export function SiteHeader() {
  const { data: site } = useSite();
  const scrolled = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);

  return (
    <header className="sticky -top-10 z-40">
      <ContactStrip dealer={site?.dealer} hidden={scrolled} />
      <div
        className={cn(
          'relative border-b border-neutral-200 bg-white/95 backdrop-blur transition-shadow',
          scrolled && 'shadow-md',
        )}
      >
        {/* 768–1279 px: the menu gets a row of its own under the logo; it does not fit beside it. */}
        <div className="page-container flex h-16 items-center justify-between gap-4 md:h-auto md:flex-wrap md:gap-y-1 md:pt-3 md:pb-1 xl:h-[4.5rem] xl:flex-nowrap xl:py-0">
          <Logo dealerName={site?.dealer.name} />
          <MainNav />
        </div>
      </div>
    </header>
  );
}
