import type { Kysely } from 'kysely';
import type { Dealer, Site } from '../../../shared/catalogue.js';
import type { Database } from '../../db/tables.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repository.js';

/** SPEC §7: a list whose first item the page reads; an unknown id answers an empty list. */
export function listDealersById(db: Kysely<Database>, id: number): Promise<Dealer[]> {
  return repo.listDealersById(db, id);
}

/** Dealer 1 with the site settings the layout needs; 404 before the essentials are seeded. */
export async function getSite(db: Kysely<Database>): Promise<Site> {
  const site = await repo.getSite(db);
  if (!site) throw notFound('Site settings not found');
  return site;
}
