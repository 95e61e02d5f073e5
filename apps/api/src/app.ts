import { randomUUID } from 'node:crypto';
import { ACCOUNT_ROLES } from '@champions/contract';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createMailer } from './mail/mailer.ts';
import { accountRoutes } from './modules/auth/index.ts';
import { createTokenService } from './modules/auth/jwt.ts';
import { resolveJwtSecret } from './modules/auth/secret.ts';
import { backofficeRoutes } from './modules/backoffice/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { healthRoutes } from './modules/health/routes.ts';
import {
  activityRoutes,
  earningsRoutes,
  partnerRoutes,
  priceRoutes,
  settingsRoutes,
  slotRoutes,
  staffRoutes,
  uploadsRoutes,
  venueRoutes,
} from './modules/partner/index.ts';
import { requestRoutes } from './modules/requests/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import { savedRoutes, userRoutes } from './modules/users/index.ts';
import { type Clock, systemClock } from './shared/clock.ts';
import type {} from './shared/context.ts';
import { apiNotFoundBody, registerErrorHandler } from './shared/error-handler.ts';
import { createResponseCache } from './shared/response-cache.ts';
import { pageMeta, withPageMeta } from './web/page-meta.ts';
import { defaultWebDistDir, registerWebApp } from './web/static.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  clock?: Clock;
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
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** The whole HTTP application; tests call it with `inject`, server.ts makes it listen. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers["x-user-token"]'] },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clock = options.clock ?? systemClock;
  const mailer = createMailer({
    db: options.db,
    log: app.log,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
  });
  const tokens = createTokenService(await resolveJwtSecret(options.db, config.JWT_SECRET), () => clock.now());
  const publicCache = createResponseCache(config.PUBLIC_CACHE_SECONDS);
  app.decorate('ctx', { config, db: options.db, clock, mailer, tokens, publicCache });
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await app.register(fastifyHelmet, { contentSecurityPolicy: contentSecurityPolicy(config) });
  await app.register(fastifyEtag);
  // After the ETag, so the tag is of the plain body; prebuilt .br/.gz assets pass through untouched.
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Champions API',
        description:
          'API of the Champions sport and fitness marketplace. Amounts are in minor units (haléře).',
        version: '1.0.0',
      },
      components: {
        // X-User-Token: Bearer <jwt>, X-Admin-Token: Bearer <jwt>, ... (SPEC 6)
        securitySchemes: Object.fromEntries(
          ACCOUNT_ROLES.map((role) => [
            role,
            {
              type: 'apiKey' as const,
              in: 'header',
              name: `X-${role[0]!.toUpperCase()}${role.slice(1)}-Token`,
            },
          ]),
        ),
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(userRoutes);
      await api.register(savedRoutes);
      await api.register(requestRoutes);
      await api.register(partnerRoutes);
      await api.register(staffRoutes);
      await api.register(venueRoutes);
      await api.register(activityRoutes);
      await api.register(slotRoutes);
      await api.register(priceRoutes);
      await api.register(earningsRoutes);
      await api.register(settingsRoutes);
      await api.register(backofficeRoutes);
      for (const role of ['user', 'admin', 'business'] as const) {
        await api.register(accountRoutes, { prefix: `/${role}`, role, selfRegistration: true });
      }
      for (const role of ['superadmin', 'partner', 'staff', 'trainer'] as const) {
        await api.register(accountRoutes, { prefix: `/${role}`, role, selfRegistration: false });
      }
    },
    { prefix: '/api' },
  );

  await app.register(uploadsRoutes);
  await app.register(seoRoutes);
  const indexHtml = await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDistDir);
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && indexHtml !== null && (request.method === 'GET' || request.method === 'HEAD')) {
      const meta = await pageMeta(app.ctx, request.url.split('?')[0]!);
      return reply
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .type('text/html; charset=utf-8')
        .send(meta ? withPageMeta(indexHtml, meta) : indexHtml);
    }
    return reply.status(404).send(apiNotFoundBody(request.method, request.url));
  });

  return app;
}
