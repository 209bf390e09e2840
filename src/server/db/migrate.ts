import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, Dialect } from './database.js';
import { initialMigration } from './migrations/0001-initial.js';
import { reportSearchMigration } from './migrations/0002-report-search.js';
import { enquiryRepeatsMigration } from './migrations/0003-enquiry-repeats.js';
import { loginAttemptsMigration } from './migrations/0004-login-attempts.js';
import { enquiryRateLimitMigration } from './migrations/0006-enquiry-rate-limit.js';
import { staffAccountsMigration } from './migrations/0007-staff-accounts.js';
import { leadDeskMigration } from './migrations/0008-lead-desk.js';
import { outboxMigration } from './migrations/0009-outbox.js';
import { leadDeskIndexesMigration } from './migrations/0010-lead-desk-indexes.js';
import { leadTotalsMigration } from './migrations/0011-lead-totals.js';
import { onRoadPriceMigration } from './migrations/0012-on-road-price.js';
import { catalogueEditorMigration } from './migrations/0013-catalogue-editor.js';
import { pictureFormatsMigration } from './migrations/0014-picture-formats.js';
import { catalogueTranslationsMigration } from './migrations/0015-catalogue-translations.js';
import { dealerTranslationsMigration } from './migrations/0016-dealer-translations.js';
import { slideTextsMigration } from './migrations/0017-slide-texts.js';
import { reportKindIndexesMigration } from './migrations/0018-report-kind-indexes.js';
import { leadTotalsAtCommitMigration } from './migrations/0019-lead-totals-at-commit.js';
import { rotationFunctionMigration } from './migrations/0020-rotation-function.js';
import { leadInOneStatementMigration } from './migrations/0021-lead-in-one-statement.js';
import { leadsInBatchesMigration } from './migrations/0022-leads-in-batches.js';
import { searchTableMigration } from './migrations/0023-search-table.js';
import { leadStatusTotalsMigration } from './migrations/0024-lead-status-totals.js';
import { leadDatesByIdMigration } from './migrations/0025-lead-dates-by-id.js';
import { leadDayTotalsMigration } from './migrations/0026-lead-day-totals.js';
import { searchAfterUpdatesMigration } from './migrations/0027-search-after-updates.js';
import { followUpsByKindMigration } from './migrations/0028-follow-ups-by-kind.js';
import { searchWordsMigration } from './migrations/0029-search-words.js';

/** Every migration in order. Each is written once and told which dialect it runs on. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-report-search': reportSearchMigration(dialect),
    '0003-enquiry-repeats': enquiryRepeatsMigration,
    '0004-login-attempts': loginAttemptsMigration,
    '0006-enquiry-rate-limit': enquiryRateLimitMigration,
    '0007-staff-accounts': staffAccountsMigration(dialect),
    '0008-lead-desk': leadDeskMigration(dialect),
    '0009-outbox': outboxMigration(dialect),
    '0010-lead-desk-indexes': leadDeskIndexesMigration,
    '0011-lead-totals': leadTotalsMigration(dialect),
    '0012-on-road-price': onRoadPriceMigration(dialect),
    '0013-catalogue-editor': catalogueEditorMigration(dialect),
    '0014-picture-formats': pictureFormatsMigration,
    '0015-catalogue-translations': catalogueTranslationsMigration,
    '0016-dealer-translations': dealerTranslationsMigration,
    '0017-slide-texts': slideTextsMigration,
    '0018-report-kind-indexes': reportKindIndexesMigration(dialect),
    '0019-lead-totals-at-commit': leadTotalsAtCommitMigration(dialect),
    '0020-rotation-function': rotationFunctionMigration(dialect),
    '0021-lead-in-one-statement': leadInOneStatementMigration(dialect),
    '0022-leads-in-batches': leadsInBatchesMigration(dialect),
    '0023-search-table': searchTableMigration(dialect),
    '0024-lead-status-totals': leadStatusTotalsMigration(dialect),
    '0025-lead-dates-by-id': leadDatesByIdMigration(dialect),
    '0026-lead-day-totals': leadDayTotalsMigration(dialect),
    '0027-search-after-updates': searchAfterUpdatesMigration(dialect),
    '0028-follow-ups-by-kind': followUpsByKindMigration,
    '0029-search-words': searchWordsMigration(dialect),
  };
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations(this.dialect);
  }
}

/** Brings the schema to the newest migration; throws with the failing migration's error. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: new StaticProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings the schema up to and including migration `name`: tests write rows as they were before a later one. */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: new StaticProvider(handle.dialect) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
