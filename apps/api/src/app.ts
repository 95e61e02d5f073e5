import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ACCOUNT_ROLES, SELF_REGISTERING_ROLES } from '@champions/domain';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './modules/auth/index.ts';
import {
  backofficeRoutes,
  organisationBackofficeRoutes,
  partnerBackofficeRoutes,
} from './modules/backoffice/index.ts';
import { creditRoutes } from './modules/books/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { companyRoutes } from './modules/companies/index.ts';
import { devMailboxApiRoutes, devMailboxPageRoutes } from './modules/dev-mailbox/index.ts';
import { reviewRoutes, scanRoutes, userEntryRoutes } from './modules/entries/index.ts';
import { embedRoutes, feedRoutes } from './modules/feeds/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { metricsRoutes } from './modules/metrics/index.ts';
import { organisationRoutes } from './modules/organisations/index.ts';
import {
  activityRoutes,
  apiKeyRoutes,
  earningsRoutes,
  partnerApiRoutes,
  partnerRoutes,
  priceRoutes,
  settingsRoutes,
  slotRoutes,
  staffRoutes,
  uploadsRoutes,
  venueRoutes,
} from './modules/partner/index.ts';
import { insightsRoutes } from './modules/partner-insights/index.ts';
import { paymentRoutes, webhookRoutes } from './modules/payments/index.ts';
import { payoutRoutes } from './modules/payouts/index.ts';
import { scheduledPriceRoutes } from './modules/prices/index.ts';
import { referralRoutes } from './modules/referrals/index.ts';
import { requestRoutes } from './modules/requests/index.ts';
import { sellerRoutes } from './modules/seller/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import { subscriptionRoutes } from './modules/subscriptions/index.ts';
import { testClockRoutes } from './modules/test-clock/index.ts';
import { trainerRoutes } from './modules/trainers/index.ts';
import { savedRoutes, userRoutes } from './modules/users/index.ts';
import { voucherRoutes } from './modules/vouchers/index.ts';
import { partnerWebhookRoutes } from './modules/webhooks/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { contextPlugin } from './plugins/context.ts';
import { documentsPlugin } from './plugins/documents.ts';
import { entriesPlugin } from './plugins/entries.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { paymentMailsPlugin } from './plugins/payment-mails.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { photoStorePlugin } from './plugins/photo-store.ts';
import { redisPlugin } from './plugins/redis.ts';
import { referralsPlugin } from './plugins/referrals.ts';
import { subscriptionsPlugin } from './plugins/subscriptions.ts';
import { tokensPlugin } from './plugins/tokens.ts';
import { useCasesPlugin } from './plugins/use-cases.ts';
import { vouchersPlugin } from './plugins/vouchers.ts';
import { webhooksPlugin } from './plugins/webhooks.ts';
import { type Clock, type MovableClock, systemClock } from './shared/clock.ts';
import type {} from './shared/context.ts';
import { answerLanguage, apiNotFoundBody, registerErrorHandler } from './shared/error-handler.ts';
import { useCzechFieldMessages } from './shared/field-messages.ts';
import { registerJsonBodyParser } from './shared/json-body.ts';
import { createLogDestination, flushLog } from './shared/log-destination.ts';
import { openApiDocument } from './shared/openapi-document.ts';
import { createResponseCache } from './shared/response-cache.ts';
import { registerSecurityHeaders } from './shared/security-headers.ts';
import {
  englishTwinFor,
  pageAddress,
  splitPageLanguage,
  withEnglishTexts,
  withPageLanguage,
} from './web/page-language.ts';
import { pageMeta, withPageMeta } from './web/page-meta.ts';
import { loadPageRoutes, pageRouteMatcher } from './web/page-routes.ts';
import { defaultWebDistDir, englishTextsFile, registerWebApp } from './web/static.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  /** the clock `PUT /api/test/clock` moves; registered only with UNSAFE_TEST_CLOCK (end-to-end tests) */
  testClock?: MovableClock;
  /**
   * where log lines go (default: stdout, batched, see shared/log-destination.ts); tests read them to
   * prove what is never logged
   */
  logStream?: { write(line: string): void; flushSync?(): void };
}

function contentSecurityPolicy(config: AppConfig) {
  const tileOrigin = (() => {
    try {
      return new URL(config.MAP_TILE_URL.replace(/\{[a-z]\}/g, 'a')).origin;
    } catch {
      return null;
    }
  })();
  const tileHosts = tileOrigin ? [tileOrigin, tileOrigin.replace('://', '://*.')] : [];
  // photos in an S3-compatible store are shown from its public address
  const photoHosts = config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      // Stripe.js and its Payment Element (card, Apple Pay, Google Pay run in Stripe's frames)
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts, ...photoHosts],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      // the partner's preview of their own embeddable schedule ('self'), and Stripe's frames
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      // the QR scanner decodes in a worker it starts from a blob: URL
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

/**
 * One log line per request, written when it is answered (method, path without the query string, status,
 * time), instead of Fastify's two (incoming and completed): request logging stays on at half the cost.
 * Errors are logged as Fastify logs them.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      {
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  }
}

/** The request id: the caller's X-Request-Id when it looks like one, else a new UUID. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

/** The whole HTTP application; tests call it with `inject`, server.ts makes it listen. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logStream = config.LOG_LEVEL === 'silent' ? undefined : (options.logStream ?? createLogDestination());
  const publicCache = createResponseCache(config.PUBLIC_CACHE_SECONDS, config.PUBLIC_CACHE_BYTES);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(logStream ? { stream: logStream } : {}),
            redact: ['req.headers.authorization', 'req.headers["x-user-token"]'],
            // the query string can carry search words, e-mails or link tokens: never log it; nor the
            // token of a desk sale's payment link, which is in its path
            serializers: {
              req: (req: { method: string; url: string; hostname?: string; ip?: string; id: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url.split('?')[0]?.replace(/(\/pay\/walk-in\/)[^/]+/, '$1…'),
              }),
            },
          },
    logController: new OneLineRequestLog(),
    genReqId: requestId,
    // X-Forwarded-For counts only from the load balancers TRUST_PROXY names (off by default)
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  useCzechFieldMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const base = { config, db: options.db, clock: options.clock ?? systemClock };
  await app.register(lifecyclePlugin);
  await app.register(redisPlugin, base);
  await app.register(mailerPlugin, base);
  await app.register(tokensPlugin, base);
  await app.register(contextPlugin, { ...base, publicCache });
  await app.register(authPlugin);
  await app.register(paymentsPlugin);
  await app.register(subscriptionsPlugin);
  await app.register(entriesPlugin);
  await app.register(vouchersPlugin);
  await app.register(paymentMailsPlugin);
  await app.register(documentsPlugin);
  await app.register(photoStorePlugin);
  await app.register(referralsPlugin);
  await app.register(webhooksPlugin);
  await app.register(useCasesPlugin);
  app.addHook('onClose', async () => flushLog(logStream));
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  if (config.METRICS_TOKEN) await app.register(metricsRoutes, { token: config.METRICS_TOKEN });
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app, { contentSecurityPolicy: contentSecurityPolicy(config) });
  await app.register(fastifyEtag);
  // After the ETag, so the tag is of the plain body; prebuilt .br/.gz assets pass through untouched.
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    // with several instances the limits are shared through Redis
    ...(app.redis
      ? { redis: app.redis, nameSpace: `${config.REDIS_PREFIX}rate-limit:`, skipOnError: true }
      : {}),
  });
  await app.register(fastifySwagger, {
    openapi: openApiDocument(config.PUBLIC_URL),
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes);
      await api.register(sellerRoutes);
      await api.register(catalogueRoutes);
      await api.register(userRoutes);
      await api.register(savedRoutes);
      await api.register(requestRoutes);
      await api.register(partnerRoutes);
      await api.register(staffRoutes);
      await api.register(apiKeyRoutes);
      await api.register(partnerApiRoutes);
      await api.register(partnerWebhookRoutes);
      await api.register(venueRoutes);
      await api.register(activityRoutes);
      await api.register(slotRoutes);
      await api.register(priceRoutes);
      await api.register(earningsRoutes);
      await api.register(insightsRoutes);
      await api.register(settingsRoutes);
      await api.register(trainerRoutes);
      await api.register(backofficeRoutes);
      await api.register(payoutRoutes);
      await api.register(scheduledPriceRoutes);
      await api.register(partnerBackofficeRoutes);
      await api.register(organisationBackofficeRoutes);
      await api.register(companyRoutes);
      await api.register(paymentRoutes);
      await api.register(creditRoutes);
      await api.register(referralRoutes);
      await api.register(voucherRoutes);
      await api.register(webhookRoutes);
      await api.register(subscriptionRoutes);
      await api.register(userEntryRoutes);
      await api.register(scanRoutes);
      await api.register(reviewRoutes);
      await api.register(feedRoutes);
      await api.register(organisationRoutes);
      if (config.NODE_ENV !== 'production') await api.register(devMailboxApiRoutes);
      if (config.UNSAFE_TEST_CLOCK && options.testClock) {
        await api.register(testClockRoutes, { clock: options.testClock });
      }
      for (const role of ACCOUNT_ROLES) {
        const selfRegistration = (SELF_REGISTERING_ROLES as readonly string[]).includes(role);
        await api.register(accountRoutes, { prefix: `/${role}`, role, selfRegistration });
      }
    },
    { prefix: '/api' },
  );

  await app.register(uploadsRoutes);
  await app.register(seoRoutes);
  await app.register(embedRoutes);
  // the outbox as a page, for development without SMTP; production has no such address
  if (config.NODE_ENV !== 'production') await app.register(devMailboxPageRoutes);
  const webDistDir = config.WEB_DIST_DIR ?? defaultWebDistDir;
  const indexHtml = await registerWebApp(app, webDistDir);
  const isPagePath = pageRouteMatcher(indexHtml === null ? null : loadPageRoutes(webDistDir));
  const englishTexts = indexHtml === null ? null : englishTextsFile(webDistDir);
  /** A page of the web app: its language, meta and honest status, or the English twin a visitor wants. */
  const answerPage = async (request: FastifyRequest, reply: FastifyReply, indexHtml: string) => {
    // An English address (/en/…) is the same page as its Czech twin.
    const { language, path: pathname } = splitPageLanguage(request.url.split('?')[0]!);
    const meta = isPagePath(pathname) ? await pageMeta(app.ctx, pathname) : 'missing';
    // the page's answer depends on the visitor's language, which these two headers say
    reply.header('vary', 'Cookie, Accept-Language');
    const twin = meta === 'missing' ? null : englishTwinFor(request.url, request.headers);
    if (twin) return reply.header('cache-control', 'private, no-cache').redirect(twin, 302);
    // An address no page has, or an activity or venue that does not exist: the app still renders
    // its Czech not-found page, with an honest 404 status.
    const html = withPageLanguage(
      meta && meta !== 'missing'
        ? withPageMeta(indexHtml, { ...meta, url: config.PUBLIC_URL + pageAddress(pathname, language) })
        : indexHtml,
      language,
      config.PUBLIC_URL,
      pathname,
    );
    return reply
      .status(meta === 'missing' ? 404 : 200)
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .type('text/html; charset=utf-8')
      .send(language === 'en' ? withEnglishTexts(html, englishTexts) : html);
  };
  // the home page too (the static files answer no directory)
  if (indexHtml !== null) app.get('/', (request, reply) => answerPage(request, reply, indexHtml));
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && indexHtml !== null && (request.method === 'GET' || request.method === 'HEAD'))
      return answerPage(request, reply, indexHtml);
    return reply.status(404).send(apiNotFoundBody(request.method, request.url, answerLanguage(request)));
  });

  return app;
}
