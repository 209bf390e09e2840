import { normaliseBikeName } from '../../../../shared/models';

/** The vehicle a page was opened for: by navigation state (SPEC §2) and/or ?bike= (DESIGN §6). */
export interface VehicleChoice {
  bikeName?: string;
  /** Rupees: the model's price, or the chosen variant's (SPEC §2 BOOK TEST RIDE). */
  bikePrice?: number;
  image?: string;
  variant?: string;
  nameImg?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function price(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value.replace(/[\s,₹]/g, '')) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * What the navigation state tells about the bike the page shows (named by lib/bike-param): its
 * price, picture and variant count only when the state is about that same bike, so a stale state
 * never dresses up another bike named in the URL.
 */
export function vehicleFromNavigation(bikeName: string | undefined, state: unknown): VehicleChoice {
  if (!bikeName) return {};
  const fromState = (typeof state === 'object' && state !== null ? state : {}) as Record<
    string,
    unknown
  >;
  const stateName = text(fromState.bikeName);
  if (!stateName || normaliseBikeName(stateName) !== normaliseBikeName(bikeName)) {
    return { bikeName };
  }
  const choice: VehicleChoice = { bikeName };
  const bikePrice = price(fromState.bikePrice);
  const image = text(fromState.image);
  // The bike page sends `variant`; `variantName` is accepted too.
  const variant = text(fromState.variant) ?? text(fromState.variantName);
  const nameImg = text(fromState.nameImg);
  if (bikePrice !== undefined) choice.bikePrice = bikePrice;
  if (image) choice.image = image;
  if (variant) choice.variant = variant;
  if (nameImg) choice.nameImg = nameImg;
  return choice;
}
