import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AttractionTypeListResponseSchema,
  CountryListResponseSchema,
  EmergencyInfoTypeListResponseSchema,
  ListLocaleQuerySchema,
  MediaSourceListResponseSchema,
  ReasonTypeListResponseSchema,
  StateListResponseSchema,
  StatesParamsSchema,
  StrTypeListResponseSchema,
  ThemeListResponseSchema,
  TimeZoneSuggestionQuerySchema,
  TimeZoneSuggestionResponseSchema,
} from '@common/contracts/list';
import { PROPERTY_ERROR_KEYS } from '@common/contracts/property';
import { ERROR_KEYS } from '@common/errors';
import type { Database } from '../../db/client';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { requestLocale } from '../../lib/request-locale';
import { type FlatListName, getLookupCatalog, type ListAnswer } from './list.service';
import { suggestTimeZone } from './time-zones';

/** Lists change only with a release; clients revalidate hourly and get 304 while nothing changed. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Answers a list with its ETag, or 304 when the client already holds it. */
function send(request: FastifyRequest, reply: FastifyReply, answer: ListAnswer) {
  void reply.header('etag', answer.etag).header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Language');
  const given = request.headers['if-none-match'];
  if (given && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.code(304).send();
  }
  return ok(answer.items as never);
}

/**
 * GET /list/*: the lookup lists (docs/product.md, "Lookup lists"), names in the request's language
 * (`?locale=` or Accept-Language). Public: they hold no user data, and the guest guide and the
 * sign-up pages need them too.
 */
export const listRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const catalog = () => getLookupCatalog(opts.database.db);

  const flat = (path: string, name: FlatListName, response: z.ZodType, operationId: string, summary: string) =>
    app.get(
      path,
      {
        schema: {
          operationId,
          tags: ['list'],
          summary,
          querystring: ListLocaleQuerySchema,
          response: { 200: response },
        },
      },
      async (request, reply) => send(request, reply, (await catalog()).list(name, requestLocale(request))),
    );

  flat(
    '/list/countries',
    'countries',
    CountryListResponseSchema,
    'listCountries',
    'Every ISO 3166-1 country, sorted by name',
  );
  flat(
    '/list/reasontypes',
    'reasonTypes',
    ReasonTypeListResponseSchema,
    'listReasonTypes',
    'Reasons for contacting support',
  );
  flat(
    '/list/emergencyinfotypes',
    'emergencyInfoTypes',
    EmergencyInfoTypeListResponseSchema,
    'listEmergencyInfoTypes',
    'Kinds of emergency contact',
  );
  flat(
    '/list/attractionTypes',
    'attractionTypes',
    AttractionTypeListResponseSchema,
    'listAttractionTypes',
    'Recommendation kinds, each flagged food or not',
  );
  flat('/list/strTypes', 'strTypes', StrTypeListResponseSchema, 'listStrTypes', 'Short-term rental types');
  flat(
    '/list/themes',
    'themes',
    ThemeListResponseSchema,
    'listThemes',
    'Colour themes of the guest guide (first = default)',
  );
  flat(
    '/list/mediasources',
    'mediaSources',
    MediaSourceListResponseSchema,
    'listMediaSources',
    'Photo sources (uploads first)',
  );

  app.get(
    '/list/states/:countryId',
    {
      schema: {
        operationId: 'listStates',
        tags: ['list'],
        summary: 'States, provinces or regions of a country, sorted by name',
        params: StatesParamsSchema,
        querystring: ListLocaleQuerySchema,
        response: { 200: StateListResponseSchema },
      },
    },
    async (request, reply) =>
      send(request, reply, (await catalog()).states(request.params.countryId, requestLocale(request))),
  );

  app.get(
    '/list/timezone',
    {
      schema: {
        operationId: 'suggestTimeZone',
        tags: ['list'],
        summary: 'The IANA time zone a place implies (coordinates, else country and state), or null',
        querystring: TimeZoneSuggestionQuerySchema,
        response: { 200: TimeZoneSuggestionResponseSchema },
      },
    },
    async (request, reply) => {
      const { countryId, stateId, latitude, longitude } = request.query;
      if ((latitude === undefined) !== (longitude === undefined))
        throw badRequest(latitude === undefined ? 'latitude' : 'longitude', ERROR_KEYS.required);
      const lookups = await catalog();
      if (countryId !== undefined && !lookups.country(countryId))
        throw badRequest('countryId', PROPERTY_ERROR_KEYS.unknownCountry);
      if (stateId !== undefined) {
        if (countryId === undefined) throw badRequest('stateId', PROPERTY_ERROR_KEYS.stateNeedsCountry);
        if (lookups.state(stateId)?.countryId !== countryId)
          throw badRequest('stateId', PROPERTY_ERROR_KEYS.unknownState);
      }
      // The answer only changes with a release (the zone tables ship with it), like the lists.
      void reply.header('cache-control', CACHE_CONTROL);
      return ok(
        suggestTimeZone(lookups, {
          countryId: countryId ?? null,
          stateId: stateId ?? null,
          latitude: latitude ?? null,
          longitude: longitude ?? null,
        }),
      );
    },
  );
};
