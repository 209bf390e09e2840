import {
  BarChart3,
  FileText,
  Gauge,
  ImageIcon,
  IndianRupee,
  KeyRound,
  type LucideIcon,
  Megaphone,
  Package,
  Settings2,
  UserRound,
  Users,
  Bike,
} from 'lucide-react';
import { AUTH_MESSAGES } from '../../../shared/admin';
import { MANAGE_MESSAGES } from '../../../shared/manage';

/** A screen of the panel: shown at /admin/dashboard/<slug> so a reload keeps it. */
export interface AdminScreen {
  slug: string;
  label: string;
  icon: LucideIcon;
  /**
   * What this screen says when the server answers 401 (the session has ended), before the panel
   * goes to the login page; screens without texts of their own say the panel's general one.
   */
  sessionEndedTexts?: readonly string[];
}

export interface AdminMenuGroup {
  label: string;
  icon: LucideIcon;
  items: AdminScreen[];
}

export const DASHBOARD_SCREEN: AdminScreen = { slug: '', label: 'Dashboard', icon: Gauge };

/** SPEC §2 panel shell: the sidebar groups and their items, in order. */
export const ADMIN_MENU: AdminMenuGroup[] = [
  {
    label: 'Manage',
    icon: Settings2,
    items: [
      { slug: 'account', label: 'Account', icon: Users },
      { slug: 'price', label: 'Price', icon: IndianRupee },
      { slug: 'accessories-price', label: 'Accessories Price', icon: Package },
      { slug: 'bikes', label: 'Bikes', icon: Bike },
      // SPEC §4/§8: the offer and gallery pages ask to log in.
      {
        slug: 'gallery',
        label: 'Gallery',
        icon: ImageIcon,
        sessionEndedTexts: [MANAGE_MESSAGES.loginRequired],
      },
      {
        slug: 'offer',
        label: 'Offer',
        icon: Megaphone,
        sessionEndedTexts: [MANAGE_MESSAGES.loginRequired],
      },
    ],
  },
  {
    label: 'Report',
    icon: BarChart3,
    items: [
      { slug: 'booking-report', label: 'Booking Report', icon: FileText },
      { slug: 'amc-report', label: 'AMC Report', icon: FileText },
      { slug: 'ew-report', label: 'EW Report', icon: FileText },
      { slug: 'finance-report', label: 'Finance Report', icon: FileText },
      { slug: 'enquiry-report', label: 'Enquiry Report', icon: FileText },
      { slug: 'offer-report', label: 'Offer Report', icon: FileText },
      { slug: 'joy-club-report', label: 'Joy Club Report', icon: FileText },
      // Not in the spec's menu: contact and opt-in leads need a report too.
      { slug: 'contact-report', label: 'Contact Report', icon: FileText },
      { slug: 'opt-in-report', label: 'Opt-in Report', icon: FileText },
    ],
  },
  {
    label: 'My Account',
    icon: UserRound,
    items: [
      { slug: 'profile', label: 'Profile', icon: UserRound },
      // SPEC §6: a 401 in Change Password gives both texts.
      {
        slug: 'change-password',
        label: 'Change Password',
        icon: KeyRound,
        sessionEndedTexts: [AUTH_MESSAGES.userNotFoundLogin, AUTH_MESSAGES.unauthorized],
      },
    ],
  },
];

export function screenHref(slug: string): string {
  return slug ? `/admin/dashboard/${slug}` : '/admin/dashboard';
}

export function findScreen(slug: string | undefined): AdminScreen | undefined {
  if (!slug) return DASHBOARD_SCREEN;
  return ADMIN_MENU.flatMap((group) => group.items).find((item) => item.slug === slug);
}

export function groupOf(slug: string | undefined): AdminMenuGroup | undefined {
  return ADMIN_MENU.find((group) => group.items.some((item) => item.slug === slug));
}
