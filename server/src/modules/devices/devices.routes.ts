import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@common/contracts/api';
import {
  DeletedDeviceResponseSchema,
  DeviceIdParamsSchema,
  DeviceInputSchema,
  DeviceListResponseSchema,
  DevicePropertyParamsSchema,
  DeviceResponseSchema,
  DeviceUpdateSchema,
} from '@common/contracts/devices';
import { ok } from '../../lib/envelope';
import { fileStoreFor } from '../storage';
import { firstFile } from '../videos';
import { DevicesService } from './devices.service';
import { IdempotencyKeyHeadersSchema } from '../idempotency';

/** /devices*: the appliances and home devices of a property ("how things work"), owner or co-host. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new DevicesService(app.database.db, {
    imageBaseUrl: app.config.imageBaseUrl,
    files: fileStoreFor(app.config, (details, message) => app.log.warn(details, message)),
    manualMaxBytes: app.config.MANUAL_MAX_BYTES,
    events: app.events,
  });
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: app.config.MANUAL_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  const tags = ['devices'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.requireUser };
  const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

  app.get(
    '/devices/property/:propertyId',
    {
      ...signedIn,
      schema: {
        operationId: 'listDevices',
        tags,
        security,
        summary: "A property's devices, oldest first",
        params: DevicePropertyParamsSchema,
        response: { 200: DeviceListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.list(request.auth!.userId, request.params.propertyId)),
  );

  app.post(
    '/devices',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        operationId: 'createDevice',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Adds a device (text sanitised; photos and video checked)',
        headers: IdempotencyKeyHeadersSchema,
        body: DeviceInputSchema,
        response: { 200: DeviceResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.create(request.auth!.userId, request.body)),
  );

  app.put(
    '/devices',
    {
      ...signedIn,
      schema: {
        operationId: 'updateDevice',
        tags,
        security,
        summary: 'Saves a device',
        body: DeviceUpdateSchema,
        response: { 200: DeviceResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.update(request.auth!.userId, request.body)),
  );

  app.delete(
    '/devices/:deviceId',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteDevice',
        tags,
        security,
        summary: 'Deletes a device and its manual',
        params: DeviceIdParamsSchema,
        response: { 200: DeletedDeviceResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.remove(request.auth!.userId, request.params.deviceId)),
  );

  app.post(
    '/devices/:deviceId/manual',
    {
      ...signedIn,
      schema: {
        operationId: 'uploadDeviceManual',
        tags,
        security,
        summary:
          "Uploads the device's PDF manual (multipart, one `file` part), checked by content; MANUAL_MAX_BYTES at most (413); replaces the previous one",
        consumes: ['multipart/form-data'],
        params: DeviceIdParamsSchema,
        response: { 200: DeviceResponseSchema, ...errors, 413: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await service.uploadManual(request.auth!.userId, request.params.deviceId, firstFile(request))),
  );

  app.delete(
    '/devices/:deviceId/manual',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteDeviceManual',
        tags,
        security,
        summary: "Removes the device's manual",
        params: DeviceIdParamsSchema,
        response: { 200: DeviceResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.deleteManual(request.auth!.userId, request.params.deviceId)),
  );
};
