import { paths } from '../../lib/paths';

export interface MenuLink {
  /** A key of the 'layout' strings. */
  label: string;
  to: string;
}

export type MenuEntry =
  | ({ kind: 'link'; end?: boolean } & MenuLink)
  | {
      kind: 'dropdown';
      id: string;
      /** A key of the 'layout' strings. */
      label: string;
      items: MenuLink[];
    };

/** SPEC §2: the header menu, in order. SERVICES and NETWORKS are headings without pages. */
export const MAIN_MENU: MenuEntry[] = [
  { kind: 'link', label: 'menuHome', to: paths.home.getHref(), end: true },
  { kind: 'link', label: 'menuMotorcycle', to: paths.motorcycles.getHref() },
  { kind: 'link', label: 'menuScooters', to: paths.scooters.getHref() },
  { kind: 'link', label: 'menuEv', to: paths.ev.getHref() },
  {
    kind: 'dropdown',
    id: 'services',
    label: 'menuServices',
    items: [
      { label: 'menuBookForService', to: paths.serviceBooking.getHref() },
      { label: 'menuAmc', to: paths.amc.getHref() },
      { label: 'menuExtendedWarranty', to: paths.extendedWarranty.getHref() },
    ],
  },
  { kind: 'link', label: 'menuFinance', to: paths.finance.getHref() },
  {
    kind: 'dropdown',
    id: 'networks',
    label: 'menuNetworks',
    items: [{ label: 'menuPandharpur', to: paths.dealer.getHref(1) }],
  },
  { kind: 'link', label: 'menuOffers', to: paths.offers.getHref() },
  { kind: 'link', label: 'menuGallery', to: paths.gallery.getHref() },
];
