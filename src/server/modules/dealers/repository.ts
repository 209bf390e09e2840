import type { Kysely } from 'kysely';
import { siteSchema, type Dealer, type Site } from '../../../shared/catalogue.js';
import type { Database } from '../../db/tables.js';

/** The settings row holding the layout's social links, developer credit and videos. */
export const SITE_SETTINGS_KEY = 'site';

export function listDealersById(db: Kysely<Database>, id: number): Promise<Dealer[]> {
  return db.selectFrom('dealers').selectAll().where('id', '=', id).execute();
}

/** Dealer 1 and the site settings row, or undefined before the essentials are seeded. */
export async function getSite(db: Kysely<Database>): Promise<Site | undefined> {
  const [dealer, settings] = await Promise.all([
    db.selectFrom('dealers').selectAll().where('id', '=', 1).executeTakeFirst(),
    db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', SITE_SETTINGS_KEY)
      .executeTakeFirst(),
  ]);
  if (!dealer || !settings) return undefined;
  return siteSchema.parse({ ...JSON.parse(settings.value), dealer });
}
