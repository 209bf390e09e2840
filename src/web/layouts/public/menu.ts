import { paths } from '../../lib/paths';

export interface MenuLink {
  label: string;
  to: string;
}

export type MenuEntry =
  | ({ kind: 'link'; end?: boolean } & MenuLink)
  | { kind: 'dropdown'; id: string; label: string; items: MenuLink[] };

/** SPEC §2: the header menu, in order. SERVICES and NETWORKS are headings without pages. */
export const MAIN_MENU: MenuEntry[] = [
  { kind: 'link', label: 'HOME', to: paths.home.getHref(), end: true },
  { kind: 'link', label: 'MOTORCYCLE', to: paths.motorcycles.getHref() },
  { kind: 'link', label: 'SCOOTERS', to: paths.scooters.getHref() },
  { kind: 'link', label: 'EV', to: paths.ev.getHref() },
  {
    kind: 'dropdown',
    id: 'services',
    label: 'SERVICES',
    items: [
      { label: 'BOOK FOR SERVICE', to: paths.serviceBooking.getHref() },
      { label: 'AMC', to: paths.amc.getHref() },
      { label: 'EXTENDED WARRANTY', to: paths.extendedWarranty.getHref() },
    ],
  },
  { kind: 'link', label: 'FINANCE', to: paths.finance.getHref() },
  {
    kind: 'dropdown',
    id: 'networks',
    label: 'NETWORKS',
    items: [{ label: 'PANDHARPUR', to: paths.dealer.getHref(1) }],
  },
  { kind: 'link', label: 'OFFERS', to: paths.offers.getHref() },
  { kind: 'link', label: 'GALLERY', to: paths.gallery.getHref() },
];
