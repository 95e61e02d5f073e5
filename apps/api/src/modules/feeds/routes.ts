import { FEED_CALLS } from '@champions/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarTextsIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { EMBED_PREFIX } from '../../shared/embed-page.ts';
import { useCaseContextAt } from '../../shared/use-case.ts';
import { createFeed } from './services/create-feed.ts';
import { loadWidget } from './services/load-widget.ts';
import { loadWidgetPage } from './services/load-widget-page.ts';
import { readFeed } from './services/read-feed.ts';
import { revokeFeed } from './services/revoke-feed.ts';
import { serveFeed } from './services/serve-feed.ts';
import { widgetMessageHtml } from './widget-html.ts';

/** A feed is fetched by calendar servers every few minutes to hours: 60 a minute per address is plenty. */
const FEED_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The customer's and the partner's calendar feeds, and the partner's widget settings (under /api). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const owners = [
    {
      calls: { state: FEED_CALLS.userState, create: FEED_CALLS.userCreate, revoke: FEED_CALLS.userRevoke },
      kind: 'entries',
      tag: 'entries',
    },
    {
      calls: { state: FEED_CALLS.adminState, create: FEED_CALLS.adminCreate, revoke: FEED_CALLS.adminRevoke },
      kind: 'schedule',
      tag: 'admin',
    },
  ] as const;
  for (const { calls, kind, tag } of owners) {
    const tags = { tags: [tag] };
    routeFromCall(app, calls.state, tags, async ({ ctx, actor }) => readFeed(ctx, actor, { kind }));
    routeFromCall(app, calls.create, tags, async ({ ctx, actor }) => createFeed(ctx, actor, { kind }));
    routeFromCall(app, calls.revoke, tags, async ({ ctx, actor }) => revokeFeed(ctx, actor, { kind }));
  }

  routeFromCall(
    app,
    FEED_CALLS.feed,
    { tags: ['public'], config: FEED_RATE_LIMIT },
    async ({ ctx, actor, params, reply }) =>
      reply
        .type('text/calendar; charset=utf-8')
        // private: the address is a secret; a few minutes spare the database a burst of refreshes
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="champions.ics"')
        .send(await serveFeed(ctx, actor, { file: params.file })),
  );

  routeFromCall(app, FEED_CALLS.widget, { tags: ['admin'] }, async ({ ctx, actor }) =>
    loadWidget(ctx, actor),
  );
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WIDGET_ID = /^[A-Za-z0-9_-]{16}$/;

/**
 * The embeddable schedule (`/embed/schedule/<publicId>?venue=…&activity=…`): server-rendered HTML any
 * site may frame (security-headers.ts), no cookies, kept a minute by browsers and proxies.
 */
export const embedRoutes: FastifyPluginAsync = async (app) => {
  const { clock } = app.ctx;
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    `${EMBED_PREFIX}schedule/:id`,
    { schema: { hide: true }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const { venue, activity, lang } = request.query;
      // the partner's site picks the schedule's language; anything else than English is Czech
      const language = lang === 'en' ? 'en' : 'cs';
      const texts = calendarTextsIn(language).feed;
      for (const [field, value] of [
        ['venue', venue],
        ['activity', activity],
      ] as const) {
        if (value !== undefined && (typeof value !== 'string' || !UUID.test(value))) {
          return reply
            .status(400)
            .header('cache-control', 'no-store')
            .send(widgetMessageHtml(texts.widgetBadFilter(field), language));
        }
      }
      const html = WIDGET_ID.test(request.params.id)
        ? await loadWidgetPage(useCaseContextAt(app.useCases, clock.now(), language), null, {
            publicId: request.params.id,
            venueId: venue as string | undefined,
            activityId: activity as string | undefined,
          })
        : null;
      if (html === null) {
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .send(widgetMessageHtml(texts.WIDGET_NOT_FOUND, language));
      }
      return reply.header('cache-control', 'public, max-age=60').send(html);
    },
  );
};
