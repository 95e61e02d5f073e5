import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** npm runs the server inside apps/api; a relative path means relative to where `npm start` was typed. */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z
    .string()
    .default(resolve(repoRoot, 'data'))
    .transform((dir) => (dir.startsWith('memory://') || isAbsolute(dir) ? dir : resolve(invokedFrom, dir))),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET musí mít alespoň 32 znaků').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Champions <noreply@champions.cz>'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  WEB_DIST_DIR: z.string().optional(),
  /** seconds public catalogue answers are kept in memory; 0 turns the cache off */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** where uploaded venue and activity photos are kept (served at /uploads/) */
  UPLOAD_DIR: z
    .string()
    .default(resolve(repoRoot, 'data/uploads'))
    .transform((dir) => (isAbsolute(dir) ? dir : resolve(invokedFrom, dir))),
  /** requests per IP and 15 minutes to each sign-in, registration and reset route */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
});

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment once at start; a bad variable stops the process with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
