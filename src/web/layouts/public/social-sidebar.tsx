import { ChevronRight, Share2 } from 'lucide-react';
import { useState, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Site } from '../../../shared/catalogue';
import { useSite } from '../../features/site/api/get-site';
import { cn } from '../../lib/cn';
import { writeStoredFlag } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';
import { FacebookIcon, InstagramIcon, LinkedInIcon, WhatsAppIcon } from './social-icons';

const HIDDEN_KEY = 'socialSidebarHidden';
const LIST_ID = 'social-links';

interface SocialLink {
  key: keyof Site['social'];
  /** A key of the 'layout' strings. */
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  className: string;
}

// Brand colours darkened where needed so the white marks keep at least 3:1 contrast.
const SOCIAL_LINKS: SocialLink[] = [
  { key: 'facebook', label: 'facebook', icon: FacebookIcon, className: 'bg-[#1877f2]' },
  { key: 'whatsapp', label: 'whatsapp', icon: WhatsAppIcon, className: 'bg-[#128c7e]' },
  { key: 'linkedin', label: 'linkedin', icon: LinkedInIcon, className: 'bg-[#0a66c2]' },
  { key: 'instagram', label: 'instagram', icon: InstagramIcon, className: 'bg-[#c13584]' },
];

/** The visitor's own choice, or null when they have never toggled the sidebar. */
function readHiddenChoice(): boolean | null {
  try {
    const stored = window.localStorage.getItem(HIDDEN_KEY);
    return stored === null ? null : stored === 'true';
  } catch {
    return null;
  }
}

/**
 * Where the page's gutter (page-container, styles.css) is as wide as the open bar, 40 px: Tailwind's
 * xl. Narrower, the open bar would cover the text's right edge, so it starts folded to a tab as
 * narrow as the gutter.
 */
const OPEN_BAR_FITS = '(min-width: 80rem)';

/**
 * SPEC §1: the floating social sidebar, which the visitor can hide or show (remembered). Below
 * 1280 px (phones and tablets) it starts folded to its toggle, since open it would cover the
 * right edge of the text.
 */
export function SocialSidebar() {
  const { t } = useTranslation('layout');
  const { data: site } = useSite();
  const [toggled, setToggled] = useState<boolean | null>(null);
  // The server knows neither the visitor's choice nor the screen: the sidebar appears once the
  // page runs in the browser (it floats, so nothing moves when it does).
  const hydrated = useHydrated();

  if (!site || !hydrated) return null;
  const hidden = toggled ?? readHiddenChoice() ?? !window.matchMedia(OPEN_BAR_FITS).matches;

  const toggle = () => {
    writeStoredFlag(HIDDEN_KEY, !hidden);
    setToggled(!hidden);
  };

  return (
    <aside
      aria-label={t('socialMedia')}
      className="fixed right-0 bottom-24 z-30 flex flex-col items-end md:top-1/2 md:bottom-auto md:-translate-y-1/2"
    >
      <button
        type="button"
        onClick={toggle}
        aria-expanded={!hidden}
        aria-controls={LIST_ID}
        aria-label={hidden ? t('showSocialLinks') : t('hideSocialLinks')}
        className={cn(
          'flex h-11 items-center justify-center rounded-l-lg bg-neutral-800 text-white shadow-lg hover:bg-neutral-700',
          // Folded, the tab is as narrow as the page's gutter (page-container) wherever the
          // open bar is not, so it never covers the text beside it.
          hidden ? 'w-6 xl:w-10' : 'w-10',
        )}
      >
        {hidden ? (
          <Share2 aria-hidden="true" className="size-4 xl:size-5" />
        ) : (
          <ChevronRight aria-hidden="true" className="size-5" />
        )}
      </button>
      <ul id={LIST_ID} hidden={hidden} className="overflow-hidden rounded-bl-lg shadow-lg">
        {SOCIAL_LINKS.map(({ key, label, icon: Icon, className }) => (
          <li key={key}>
            <a
              href={site.social[key]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(label)}
              title={t(label)}
              className={cn(
                'flex size-10 items-center justify-center text-white transition-[filter] hover:brightness-110',
                className,
              )}
            >
              <Icon className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
