import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { LanguageOffer } from './language-offer';
import { SiteBar } from './site-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SocialSidebar } from './social-sidebar';

/** Every public page: header, site bar, footer and the social sidebar (SPEC §2); not /admin. */
export function PublicLayout() {
  const { t } = useTranslation('layout');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <LanguageOffer />
      {/* Taken over in turn, the header first: its menu is what a visitor reaches for first. */}
      <HydrateInTurn name="header">
        <SiteHeader />
      </HydrateInTurn>
      <HydrateInTurn name="site-bar">
        <SiteBar />
      </HydrateInTurn>
      <HydrateInTurn name="main">
        <main id="main" tabIndex={-1} className="min-h-svh flex-1">
          <Outlet />
        </main>
      </HydrateInTurn>
      <HydrateInTurn name="footer">
        <SiteFooter />
      </HydrateInTurn>
      <HydrateInTurn name="social">
        <SocialSidebar />
      </HydrateInTurn>
    </div>
  );
}
