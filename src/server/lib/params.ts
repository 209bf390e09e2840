import { z } from 'zod';

/** A row id in a path: a positive whole number that fits the INTEGER columns of both dialects. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
