import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidCzechBankAccount, SPORT_VAT_RATE_DEFAULT } from '@champions/domain';
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

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** The S3 photo store needs all of these, or none. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;

/**
 * Which proxies may tell the client's address in X-Forwarded-For: off by default (the socket address
 * counts), a hop count (`1` = one load balancer in front), or the load balancers' addresses or ranges
 * (`10.0.0.1, 10.0.0.0/24`). `true` is refused: it would let any client pick the address limits key on.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((item) => item.trim());
    const valid = list.every((item) => {
      const [address, bits, ...rest] = item.split('/');
      if (rest.length > 0 || !address || !isIP(address)) return false;
      return bits === undefined || /^\d{1,3}$/.test(bits);
    });
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY: false, a hop count (1) or addresses of the load balancer (10.0.0.1,10.0.0.0/24)',
      });
      return z.NEVER;
    }
    return list;
  });

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
  /** where the site is reached, for e-mail links; default http://localhost:<PORT> (loadConfig) */
  PUBLIC_URL: z.url().optional(),
  /** demo accounts and catalogue; default on, except in production (see loadConfig) */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET musí mít alespoň 32 znaků').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Champions <noreply@champions.cz>'),
  /** the maps' tiles, read by the web at run time (GET /api/public/map) and allowed by the content security policy */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** the credit line the tile service asks for, shown in the map's corner (HTML) */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  WEB_DIST_DIR: z.string().optional(),
  /** seconds public catalogue answers are kept in memory; 0 turns the cache off */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * bytes the public cache may hold (64 MiB by default); the least recently used answers leave first, so
   * distinct queries cannot grow memory beyond it
   */
  PUBLIC_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(64 * 1024 * 1024),
  /** where uploaded venue and activity photos are kept (served at /uploads/) */
  UPLOAD_DIR: z
    .string()
    .default(resolve(repoRoot, 'data/uploads'))
    .transform((dir) => (isAbsolute(dir) ? dir : resolve(invokedFrom, dir))),
  /** requests per IP and 15 minutes to each sign-in, registration and reset route */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * Payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in local provider (test cards,
   * no money moves). Production needs the Stripe keys unless UNSAFE_LOCAL_TEST_PAYMENTS opts in.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** Only to point the Stripe SDK at a Stripe-like test server (e.g. http://127.0.0.1:12111). */
  STRIPE_API_URL: optionalUrl,
  /**
   * Only for end-to-end tests and benchmarks of a production build: lets NODE_ENV=production run the
   * built-in local test card provider without Stripe keys. Never set it where real customers pay.
   */
  UNSAFE_LOCAL_TEST_PAYMENTS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Only for tests and local trials: lets a partner's webhook endpoint be http://127.0.0.1 or
   * http://localhost (a receiver on this machine). Otherwise (and always outside NODE_ENV=test) only
   * https:// addresses are accepted.
   */
  UNSAFE_LOCAL_WEBHOOKS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Only for end-to-end tests: `PUT /api/test/clock` moves the clock the requests read (a scheduled
   * price seen from its first day); the jobs keep the machine's clock, except one kind a journey asks for
   * (`POST /api/test/jobs/run`). Refused together with Stripe keys.
   */
  UNSAFE_TEST_CLOCK: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Only for tests: passwords hashed at 1/128 of the standard scrypt cost, so journeys that sign in
   * hundreds of times don't spend minutes hashing. Refused together with Stripe keys.
   */
  UNSAFE_TEST_PASSWORD_HASH: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  /** Seller on receipts (daňový doklad); the demo company outside production (see loadConfig). */
  SELLER_NAME: optionalText,
  SELLER_ADDRESS: optionalText,
  SELLER_ICO: optionalText,
  SELLER_DIC: z.string().default('CZ12345678'),
  /** the platform's account partner payouts are paid from (the debit account of the ABO bank file) */
  PAYOUT_ACCOUNT: z
    .string()
    .refine(isValidCzechBankAccount, 'PAYOUT_ACCOUNT must be a Czech account, prefix-number/bank')
    .default('2000145399/0800'),
  /** VAT rate in percent for the use of sports facilities (entries, memberships). */
  VAT_RATE_SPORT: z.coerce.number().min(0).max(100).default(SPORT_VAT_RATE_DEFAULT),
  TRUST_PROXY: trustProxy,
  /** shared rate limits and sign-in throttle for several instances, e.g. redis://127.0.0.1:6379 */
  REDIS_URL: optionalUrl,
  /** prefix of every Redis key, so several installations can share one Redis */
  REDIS_PREFIX: z.string().trim().min(1).max(100).default('champions:'),
  /** password hashes computed at once (scrypt); more wait in a short queue, beyond it 503 */
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  /** password hashes that may wait for a free slot; 0 = twice HASH_CONCURRENCY */
  HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(0),
  /** Prometheus metrics at /metrics for `Authorization: Bearer <token>`; without it there is no /metrics */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().min(16).max(200).optional(),
  ),
  /**
   * on SIGTERM, how long GET /api/ready answers 503 (so the load balancer moves traffic away) before the
   * server stops accepting; requests in flight are always finished
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** partners' photos in an S3-compatible store (all five of these), else in UPLOAD_DIR */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** public address of the bucket's objects (a CDN or the bucket's public URL) */
  S3_PUBLIC_URL: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
});

/** The seller printed on receipts outside production; production must name the real one. */
const DEMO_SELLER = {
  SELLER_NAME: 'Champions s.r.o.',
  SELLER_ADDRESS: 'Karlínské náměstí 59/10, 186 00 Praha 8',
  SELLER_ICO: '12345678',
} as const;
const SELLER_VARIABLES = Object.keys(DEMO_SELLER) as (keyof typeof DEMO_SELLER)[];

export type AppConfig = Omit<
  z.infer<typeof configSchema>,
  'SEED_DEMO' | 'PUBLIC_URL' | keyof typeof DEMO_SELLER
> & {
  SEED_DEMO: boolean;
  PUBLIC_URL: string;
} & Record<keyof typeof DEMO_SELLER, string>;

export class ConfigError extends Error {}

/** Reads and validates the environment once at start; a bad variable stops the process with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  const s3Set = S3_VARIABLES.filter((name) => config[name]);
  if (s3Set.length > 0 && s3Set.length < S3_VARIABLES.length) {
    const missing = S3_VARIABLES.filter((name) => !config[name]);
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required with ${s3Set.join(', ')} (the S3 photo store needs all of them, or none)`,
    );
  }
  if (config.UNSAFE_TEST_CLOCK && config.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  UNSAFE_TEST_CLOCK: only for end-to-end tests, never together with STRIPE_SECRET_KEY (a moved clock must not meet real money)',
    );
  }
  if (config.UNSAFE_TEST_PASSWORD_HASH && config.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  UNSAFE_TEST_PASSWORD_HASH: only for tests, never together with STRIPE_SECRET_KEY (customers' passwords get the full cost)",
    );
  }
  const production = config.NODE_ENV === 'production';
  if (production) {
    const missing = [
      ...(config.JWT_SECRET ? [] : ['  JWT_SECRET: required in production (at least 32 random characters)']),
      ...(config.SMTP_URL
        ? []
        : ['  SMTP_URL: required in production (e.g. smtps://user:password@smtp.example.com:465)']),
      // Without them the built-in test card provider would take the orders and no money would move;
      // with the key alone Stripe could not tell the server that a payment went through.
      ...(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
        .filter((name) => !config[name])
        .filter(() => config.STRIPE_SECRET_KEY || !config.UNSAFE_LOCAL_TEST_PAYMENTS)
        .map(
          (name) =>
            `  ${name}: required in production (payments go through Stripe; only tests may run the test card provider instead, with UNSAFE_LOCAL_TEST_PAYMENTS=true)`,
        ),
      // Receipts are tax documents: they must name the real seller, not the demo company.
      ...SELLER_VARIABLES.filter((name) => !config[name]).map(
        (name) => `  ${name}: required in production (the seller printed on receipts)`,
      ),
    ];
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration for NODE_ENV=production:\n${missing.join('\n')}`);
    }
  }
  return {
    ...config,
    // a server started on another port mails links to itself, not to a neighbour on 3000
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    SEED_DEMO: config.SEED_DEMO ?? !production,
    SELLER_NAME: config.SELLER_NAME ?? DEMO_SELLER.SELLER_NAME,
    SELLER_ADDRESS: config.SELLER_ADDRESS ?? DEMO_SELLER.SELLER_ADDRESS,
    SELLER_ICO: config.SELLER_ICO ?? DEMO_SELLER.SELLER_ICO,
  };
}
