import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageFailureParamsSchema,
  MessageFailuresQuerySchema,
  MessageFailuresResponseSchema,
} from '@common/contracts/message-failures';
import { ok } from '../../lib/envelope';
import type { MessageFailuresService } from './message-failures.service';

/** /messages/failures: guest messages that could not be sent, for the host's dashboard notice. */
export const messageFailureRoutes: FastifyPluginAsyncZod<{ service: MessageFailuresService }> = async (
  app,
  { service },
) => {
  const tags = ['messages'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.requireUser };
  const user = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(
    '/messages/failures',
    {
      ...signedIn,
      schema: {
        operationId: 'listMessageFailures',
        tags,
        security,
        summary: 'Guest messages that could not be sent and are not fixed nor acknowledged (last 30 days)',
        querystring: MessageFailuresQuerySchema,
        response: { 200: MessageFailuresResponseSchema },
      },
    },
    async (request) => ok(await service.list(user(request), request.query.propertyId)),
  );
  app.post(
    '/messages/failures/:messageId/acknowledge',
    {
      ...signedIn,
      schema: {
        operationId: 'acknowledgeMessageFailure',
        tags,
        security,
        summary: "Marks a failed message as seen: this failure leaves the host's notice",
        params: MessageFailureParamsSchema,
        response: { 200: MessageFailuresResponseSchema },
      },
    },
    async (request) => ok(await service.acknowledge(user(request), request.params.messageId)),
  );
};
