import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../bootstrap.js';
import { createDatabase } from '../db/database.js';
import {
  runAdminStatement,
  TEST_ADMIN,
  uniqueDatabaseName,
  withDatabaseName,
} from './databases.js';

/**
 * Seeds one PostgreSQL template database per run; every test file gets a database created from it
 * (CREATE DATABASE … TEMPLATE is a file copy, much faster than seeding). Dropped at the end.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const template = uniqueDatabaseName('dealer_tpl');
  await runAdminStatement(url, `create database ${template}`);
  const database = createDatabase({ databaseUrl: withDatabaseName(url, template), dataDir: '' });
  try {
    await prepareDatabase(database, {
      SEED_DEMO: true,
      ADMIN_USER_ID: TEST_ADMIN.userId,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    });
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', template);
  return () => runAdminStatement(url, `drop database if exists ${template} with (force)`);
}
