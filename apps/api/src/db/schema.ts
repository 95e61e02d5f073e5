/**
 * The data model of the whole product, one file per group of tables in ./schema/, re-exported here:
 * the code and drizzle-kit (drizzle.config.ts) read this one module. Money columns are integers in
 * minor units (haléře); times are timestamptz. Rules about these values live in packages/domain.
 */
export * from './schema/accounts.ts';
export * from './schema/books.ts';
export * from './schema/catalogue.ts';
export * from './schema/companies.ts';
export * from './schema/entries.ts';
export * from './schema/feeds.ts';
export * from './schema/jobs.ts';
export * from './schema/money.ts';
export * from './schema/organisations.ts';
export * from './schema/partners.ts';
export * from './schema/reference.ts';
export * from './schema/trainers.ts';
export * from './schema/vocabulary.ts';
export * from './schema/vouchers.ts';
