import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../shared/clock.ts';

/** What buildApp hands every infrastructure plugin: the configuration, the database and the clock. */
export interface BaseOptions {
  config: AppConfig;
  db: Database;
  clock: Clock;
}
