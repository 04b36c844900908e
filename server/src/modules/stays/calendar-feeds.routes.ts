import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalendarFeedInputSchema,
  CalendarFeedListResponseSchema,
  CalendarFeedQuerySchema,
  CalendarFeedResponseSchema,
  DeletedFeedResponseSchema,
  FeedIdParamsSchema,
} from '@common/contracts/stays';
import { ok } from '../../lib/envelope';
import { fetchPolicyFromConfig } from '../../lib/safe-fetch';
import { AccessPolicy } from '../access';
import { CalendarSyncQueue } from './calendar-feeds.jobs';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarFeedsService } from './calendar-feeds.service';

/**
 * /stays/feeds*: calendars (iCal export addresses) a property's stays are imported from. Feeds are
 * fetched when added, when the host asks, and every CALENDAR_SYNC_MINUTES by the job queue.
 * Registered under the API base; the owner and co-hosts of the property manage its feeds, anyone
 * else gets a 404.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const periodMinutes = config.CALENDAR_SYNC_MINUTES;
  let queue: CalendarSyncQueue | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closing = false;
  const startSchedule = () => {
    if (!queue || queue.started || closing) return;
    queue.start().catch((error: unknown) => {
      // e.g. the database unreachable at that moment: try again.
      if (closing) return;
      app.log.warn({ err: error }, 'calendar sync schedule did not start; retrying in a minute');
      retry ??= setTimeout(() => {
        retry = null;
        startSchedule();
      }, 60_000);
      retry.unref();
    });
  };
  const service = new CalendarFeedsService({
    repo: new CalendarFeedsRepository(database.db),
    access: new AccessPolicy(database.db),
    fetchPolicy: fetchPolicyFromConfig(config),
    events: app.events,
    batchSize: config.CALENDAR_IMPORT_BATCH,
    log: app.log,
    onFeedAdded: startSchedule,
  });
  if (periodMinutes > 0) queue = new CalendarSyncQueue(app.jobs, service, app.log, { periodMinutes });

  app.addHook('onReady', async () => {
    // An instance without feeds does not poll; the first feed added starts the schedule.
    if (queue && (await service.anyFeeds())) startSchedule();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    // Imports (a request's or a job's) stop between two batches; the rest is written by a later fetch.
    await service.close();
    await queue?.stop();
  });

  const tags = ['stays'];
  const security = [{ bearer: [] }];

  app.get(
    '/stays/feeds',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listCalendarFeeds',
        tags,
        security,
        summary: "Calendar feeds of the host's properties (optionally one property)",
        querystring: CalendarFeedQuerySchema,
        response: { 200: CalendarFeedListResponseSchema },
      },
    },
    async (request) => ok(await service.list(request.auth!.userId, request.query.propertyId)),
  );

  app.post(
    '/stays/feeds',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'createCalendarFeed',
        errorStatuses: [409],
        tags,
        security,
        summary:
          'Adds a calendar feed (an iCal export address) and fetches it at once; a non-public address is a 400 naming url',
        body: CalendarFeedInputSchema,
        response: { 200: CalendarFeedResponseSchema },
      },
    },
    async (request) => ok(await service.create(request.auth!.userId, request.body)),
  );

  app.delete(
    '/stays/feeds/:feedId',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'deleteCalendarFeed',
        tags,
        security,
        summary: 'Removes a calendar feed; the stays it imported are kept',
        params: FeedIdParamsSchema,
        response: { 200: DeletedFeedResponseSchema },
      },
    },
    async (request) => ok(await service.remove(request.auth!.userId, request.params.feedId)),
  );

  app.post(
    '/stays/feeds/:feedId/sync',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'syncCalendarFeed',
        tags,
        security,
        summary: 'Fetches a calendar feed now',
        params: FeedIdParamsSchema,
        response: { 200: CalendarFeedResponseSchema },
      },
    },
    async (request) => ok(await service.syncNow(request.auth!.userId, request.params.feedId)),
  );
};
