import { z } from 'zod';

/** SPEC §8 texts of the management screens, shared by the API and the panel. */
export const MANAGE_MESSAGES = {
  invalidPrice: 'Please enter a valid price',
  priceUpdated: 'Price updated successfully',
  priceUpdateFailed: 'Failed to update price',
  pricesLoadFailed: 'Failed to fetch bikes',
  accessoryPriceUpdated: 'Price updated successfully!',
  accessoryPriceFailed: 'Failed to update price!',
  accessoryPriceMissing: 'Please select an accessory and enter a price!',
  unauthorizedRedirect: 'Unauthorized! Redirecting to login...',
  vehicleActivated: 'Vehicle activated successfully',
  vehicleDeactivated: 'Vehicle deactivated successfully',
  vehicleStatusFailed: 'Failed to update active status',
  offerAdded: 'Offer Added Successfully!',
  offerAddFailed: 'Failed to add offer. Please try again.',
  offerDeleted: 'Offer Deleted Successfully!',
  offerDeleteFailed: 'Failed to delete offer. Please try again.',
  offerFieldsMissing: 'Please fill all fields',
  noOffers: 'No offers found. Add your first offer!',
  loginRequired: 'Please login to access this page',
  imagesUploaded: 'Images uploaded successfully',
  imageDeleted: 'Image deleted successfully',
} as const;

/** A price is a whole number of rupees above zero and at most ₹1,00,00,000. */
export const MAX_PRICE = 10_000_000;

export const priceSchema = z.coerce
  .number({ message: MANAGE_MESSAGES.invalidPrice })
  .refine((price) => Number.isInteger(price) && price > 0 && price <= MAX_PRICE, {
    message: MANAGE_MESSAGES.invalidPrice,
  });

export const priceUpdateSchema = z.object({
  // An empty box arrives as "" or null: both are "no price", not ₹0.
  price: z.preprocess((value) => (value === '' || value === null ? undefined : value), priceSchema),
});

/**
 * A row of Manage Price. A model's row (SPEC §3: bike_name, bike_price) carries its list price: the
 * lowest of its variants' prices, or its own when it has none. Each variant follows its model on a
 * row of its own, with variant_id and variant_name; those rows are the ones staff edit.
 */
export const priceRowSchema = z.object({
  bike_name: z.string(),
  bike_price: z.number().int(),
  variant_id: z.number().int().optional(),
  variant_name: z.string().optional(),
});

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** PATCH /api/managePrice/{bike_name}: the model's own price, or its base variant's. */
export const priceParamsSchema = z.object({ bike_name: z.string().trim().min(1).max(100) });

/** PATCH /api/managePrice/{bike_name}/variants/{variantId}: one variant's price. */
export const variantPriceParamsSchema = priceParamsSchema.extend({ variantId: idSchema });

export const accessoryRowSchema = z.object({
  id: z.number().int(),
  heading: z.string(),
  part_no: z.string(),
  price: z.number().int(),
  bike_name: z.string(),
});

export const VEHICLE_ADMIN_TYPES = {
  bikes: { type: 'bike', nameField: 'bikeName' },
  scooters: { type: 'scooter', nameField: 'scooterName' },
  ev: { type: 'ev', nameField: 'bikeName' },
} as const;
export type VehicleAdminPath = keyof typeof VEHICLE_ADMIN_TYPES;

export const vehicleStatusSchema = z.object({
  status: z.coerce
    .number()
    .refine((status) => status === 0 || status === 1, { message: 'Status must be 1 or 0' }),
});

/** Today's counts; a card is left out when the signed-in role may not see its lead kind. */
export const dashboardCountsSchema = z.object({
  bookings: z.number().int().optional(),
  amc: z.number().int().optional(),
  warranty: z.number().int().optional(),
  enquiry_report: z.number().int().optional(),
});

export const OFFER_LIMITS = { title: 120, description: 2000 } as const;

export type PriceRow = z.infer<typeof priceRowSchema>;
export type AccessoryRow = z.infer<typeof accessoryRowSchema>;
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
export interface VehicleAdminRow {
  id: number;
  bikeName?: string;
  scooterName?: string;
  status: number;
}
