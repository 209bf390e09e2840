import {
  BarChart3,
  BellRing,
  Bike,
  BookOpen,
  FileText,
  GalleryHorizontal,
  Gauge,
  History,
  Inbox,
  ImageIcon,
  IndianRupee,
  KeyRound,
  type LucideIcon,
  Megaphone,
  Package,
  ReceiptIndianRupee,
  Settings2,
  UserCog,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { AUTH_MESSAGES } from '../../../shared/admin';
import { MANAGE_MESSAGES } from '../../../shared/manage';
import { REPORTS } from '../../../shared/reports';
import { LEAD_PERMISSION, type Permission } from '../../../shared/roles';
import { ChangePasswordScreen, ProfileScreen } from './account-screens';
import { AdminDashboardPage } from './admin-dashboard-page';
import { CatalogueScreen } from './catalogue-screen';
import {
  ManageAccessoriesPriceScreen,
  ManageAccountScreen,
  ManageGalleryScreen,
  ManageOffersScreen,
  ManagePriceScreen,
  ManageVehiclesScreen,
  OnRoadPriceScreen,
} from './manage-screens';
import { LeadsScreen } from './lead-screens';
import { ReportScreenPage } from './report-screen-page';
import { SlidesScreen } from './slides-screen';
import { ActivityScreen, LeadSettingsScreen, StaffScreen } from './team-screens';

/**
 * SPEC §2 panel shell: the sidebar groups, in order. `label` names a group in the code (a screen's
 * `group`, the sidebar's ids); the sidebar shows the adminShell text of `labelKey`.
 */
const ADMIN_GROUPS = [
  { label: 'Manage', labelKey: 'groupManage', icon: Settings2 },
  { label: 'Report', labelKey: 'groupReport', icon: BarChart3 },
  { label: 'Team', labelKey: 'groupTeam', icon: UsersRound },
  { label: 'My Account', labelKey: 'groupMyAccount', icon: UserRound },
] as const satisfies readonly { label: string; labelKey: string; icon: LucideIcon }[];

type AdminGroupLabel = (typeof ADMIN_GROUPS)[number]['label'];

/** A screen of the panel: shown at /admin/dashboard/<slug> so a reload keeps it. */
export interface AdminScreen {
  slug: string;
  /**
   * The screen's name as the spec and the README give it (a report's is its shared title). What
   * the panel shows is screenLabel's: the adminShell text of `labelKey`, or this where there is none.
   */
  label: string;
  /** The key of the screen's name in the adminShell namespace; a report has its shared title. */
  labelKey?: string;
  icon: LucideIcon;
  /** The sidebar group it is listed under; the dashboard stands above the groups. */
  group?: AdminGroupLabel;
  component: ComponentType;
  /**
   * What the account's role must allow for the screen to be listed and to open; the server checks
   * the same permission on every call the screen makes.
   */
  permission: Permission;
  /**
   * What this screen says when the server answers 401 (the session has ended), before the panel
   * goes to the login page; screens without texts of their own say the panel's general one.
   */
  sessionEndedTexts?: readonly string[];
}

export const DASHBOARD_SCREEN = {
  slug: '',
  label: 'Dashboard',
  labelKey: 'screenDashboard',
  icon: Gauge,
  component: AdminDashboardPage,
  permission: 'dashboard',
} as const satisfies AdminScreen;

/** A report's screen: its description drawn by the one report screen. */
function reportScreen<Report extends (typeof REPORTS)[number]>(report: Report) {
  const ReportScreen = () => <ReportScreenPage report={report} />;
  ReportScreen.displayName = `ReportScreen(${report.slug})`;
  return {
    slug: report.slug,
    label: report.title,
    icon: FileText,
    group: 'Report',
    component: ReportScreen,
    permission: LEAD_PERMISSION[report.kind],
  } as const satisfies AdminScreen;
}

/**
 * Every screen of the panel, in menu order: the sidebar, the screen a URL shows and each screen's
 * words for an ended session all come from this one list.
 */
export const ADMIN_SCREENS = [
  // The lead desk stands under the dashboard, outside the groups: the screen staff keep open.
  {
    slug: 'leads',
    label: 'Leads',
    labelKey: 'screenLeads',
    icon: Inbox,
    component: LeadsScreen,
    permission: 'dashboard',
  },
  {
    slug: 'account',
    label: 'Account',
    labelKey: 'screenAccount',
    icon: Users,
    group: 'Manage',
    component: ManageAccountScreen,
    permission: 'signed-in',
  },
  {
    slug: 'price',
    label: 'Price',
    labelKey: 'screenPrice',
    icon: IndianRupee,
    group: 'Manage',
    component: ManagePriceScreen,
    permission: 'manage',
  },
  {
    slug: 'accessories-price',
    label: 'Accessories Price',
    labelKey: 'screenAccessoriesPrice',
    icon: Package,
    group: 'Manage',
    component: ManageAccessoriesPriceScreen,
    permission: 'manage',
  },
  {
    slug: 'bikes',
    label: 'Bikes',
    labelKey: 'screenBikes',
    icon: Bike,
    group: 'Manage',
    component: ManageVehiclesScreen,
    permission: 'manage',
  },
  // SPEC §4/§8: the offer and gallery pages ask to log in.
  {
    slug: 'gallery',
    label: 'Gallery',
    labelKey: 'screenGallery',
    icon: ImageIcon,
    group: 'Manage',
    component: ManageGalleryScreen,
    permission: 'manage',
    sessionEndedTexts: [MANAGE_MESSAGES.loginRequired],
  },
  // Home's slideshow: pictures and their texts, with the gallery's permission.
  {
    slug: 'slides',
    label: 'Slides',
    icon: GalleryHorizontal,
    group: 'Manage',
    component: SlidesScreen,
    permission: 'manage',
  },
  {
    slug: 'offer',
    label: 'Offer',
    labelKey: 'screenOffer',
    icon: Megaphone,
    group: 'Manage',
    component: ManageOffersScreen,
    permission: 'manage',
    sessionEndedTexts: [MANAGE_MESSAGES.loginRequired],
  },
  {
    slug: 'catalogue',
    label: 'Catalogue',
    labelKey: 'screenCatalogue',
    icon: BookOpen,
    group: 'Manage',
    component: CatalogueScreen,
    permission: 'catalogue',
  },
  {
    slug: 'on-road-price',
    label: 'On-road Price',
    labelKey: 'screenOnRoadPrice',
    icon: ReceiptIndianRupee,
    group: 'Manage',
    component: OnRoadPriceScreen,
    permission: 'catalogue',
  },
  // Every report in REPORTS' order: the spec's seven, then contact and opt-in leads, which need a
  // report too.
  ...REPORTS.map(reportScreen),
  {
    slug: 'staff',
    label: 'Staff',
    labelKey: 'screenStaff',
    icon: UserCog,
    group: 'Team',
    component: StaffScreen,
    permission: 'staff',
  },
  {
    slug: 'activity',
    label: 'Activity',
    labelKey: 'screenActivity',
    icon: History,
    group: 'Team',
    component: ActivityScreen,
    permission: 'activity',
  },
  {
    slug: 'lead-settings',
    label: 'Lead Settings',
    labelKey: 'screenLeadSettings',
    icon: BellRing,
    group: 'Team',
    component: LeadSettingsScreen,
    permission: 'staff',
  },
  {
    slug: 'profile',
    label: 'Profile',
    labelKey: 'screenProfile',
    icon: UserRound,
    group: 'My Account',
    component: ProfileScreen,
    permission: 'signed-in',
  },
  // SPEC §6: a 401 in Change Password gives both texts.
  {
    slug: 'change-password',
    label: 'Change Password',
    labelKey: 'screenChangePassword',
    icon: KeyRound,
    group: 'My Account',
    component: ChangePasswordScreen,
    permission: 'signed-in',
    sessionEndedTexts: [AUTH_MESSAGES.userNotFoundLogin, AUTH_MESSAGES.unauthorized],
  },
] as const satisfies readonly AdminScreen[];

export type AdminScreenSlug = (typeof ADMIN_SCREENS)[number]['slug'];

/** A screen of the list, or the dashboard, with the slug its address is made from. */
export type ListedScreen = AdminScreen & { slug: AdminScreenSlug | '' };

export interface AdminMenuGroup {
  label: AdminGroupLabel;
  labelKey: string;
  icon: LucideIcon;
  items: ListedScreen[];
}

/** The sidebar: each group with its screens, in list order. */
export const ADMIN_MENU: AdminMenuGroup[] = ADMIN_GROUPS.map((group) => ({
  ...group,
  items: ADMIN_SCREENS.filter((screen) => 'group' in screen && screen.group === group.label),
}));

/** What the panel calls a screen: its adminShell text, or a report's shared title. */
export function screenLabel(screen: AdminScreen, t: TFunction<'adminShell'>): string {
  return screen.labelKey ? t(screen.labelKey) : screen.label;
}

export function findScreen(slug: string | undefined): ListedScreen | undefined {
  if (!slug) return DASHBOARD_SCREEN;
  return ADMIN_SCREENS.find((screen) => screen.slug === slug);
}

export function groupOf(slug: string | undefined): AdminMenuGroup | undefined {
  const group = findScreen(slug)?.group;
  return ADMIN_MENU.find((candidate) => candidate.label === group);
}

/** The screens listed under the dashboard, outside the groups, that the account may open. */
export function topScreensFor(permissions: readonly Permission[]): ListedScreen[] {
  return (ADMIN_SCREENS as readonly ListedScreen[]).filter(
    (screen) => screen.group === undefined && mayOpen(screen, permissions),
  );
}

/** Whether an account with these permissions may open the screen. */
export function mayOpen(screen: AdminScreen, permissions: readonly Permission[]): boolean {
  return permissions.includes(screen.permission);
}

/** The sidebar of an account: the screens its permissions allow; a group left empty is not listed. */
export function menuFor(permissions: readonly Permission[]): AdminMenuGroup[] {
  return ADMIN_MENU.map((group) => ({
    ...group,
    items: group.items.filter((screen) => mayOpen(screen, permissions)),
  })).filter((group) => group.items.length > 0);
}
