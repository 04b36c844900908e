import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminGrantSchema,
  AdminOverviewResponseSchema,
  AdminRoleHolderResponseSchema,
  AdminRoleHoldersResponseSchema,
  AdminRoleParamsSchema,
  AdminUserDetailResponseSchema,
  AdminUserPageResponseSchema,
  AdminUserParamsSchema,
  AdminUserQuerySchema,
} from '@common/contracts/admin';
import { wrapped } from '@common/contracts/api';
import { ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import { adminOperationsRoutes } from './admin-operations.routes';
import type { AdminService, Actor } from './admin.service';

/**
 * {apiBase}/admin/*: staff only, checked here whatever the web app shows. Reads need Internal or
 * Admin; every change needs Admin (roles are read from the database on each request, so a revoked
 * role stops working at once).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  // The routes as registered, so the permission test can prove it covers every one of them.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') service.routes.push(`${method} ${route.url}`);
  });
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const staff = { onRequest: app.requireStaff('staff.read') };
  const adminOnly = { onRequest: app.requireStaff('staff.manage') };
  const actor = async (request: FastifyRequest): Promise<Actor> => {
    const user = await service.repo.user(request.auth!.userId);
    if (!user) throw unauthorized();
    return { userId: user.id, email: user.email };
  };

  app.get(
    '/admin/overview',
    {
      ...staff,
      schema: {
        operationId: 'getAdminOverview',
        tags,
        security,
        summary: 'Counts, trends and the health of the database, jobs and mail',
        response: { 200: AdminOverviewResponseSchema },
      },
    },
    async () => ok(await service.overview()),
  );

  app.get(
    '/admin/users',
    {
      ...staff,
      schema: {
        operationId: 'listAdminUsers',
        tags,
        security,
        summary: 'Users by name or e-mail, newest first',
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserPageResponseSchema },
      },
    },
    async (request) => ok(await service.users(request.query.q, request.query.page, request.query.pageSize)),
  );
  app.get(
    '/admin/users/:userId',
    {
      ...staff,
      schema: {
        operationId: 'getAdminUser',
        tags,
        security,
        summary: "A user's detail: properties, sign-ins, two-factor, sessions",
        params: AdminUserParamsSchema,
        response: { 200: AdminUserDetailResponseSchema },
      },
    },
    async (request) => ok(await service.userDetail(request.params.userId)),
  );
  app.post(
    '/admin/users/:userId/deactivate',
    {
      ...adminOnly,
      schema: {
        operationId: 'deactivateUser',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Deactivates a user; their sessions end at once',
        params: AdminUserParamsSchema,
        response: { 200: AdminUserDetailResponseSchema },
      },
    },
    async (request) => ok(await service.setActive(await actor(request), request.params.userId, false)),
  );
  app.post(
    '/admin/users/:userId/reactivate',
    {
      ...adminOnly,
      schema: {
        operationId: 'reactivateUser',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Reactivates a user',
        params: AdminUserParamsSchema,
        response: { 200: AdminUserDetailResponseSchema },
      },
    },
    async (request) => ok(await service.setActive(await actor(request), request.params.userId, true)),
  );
  app.post(
    '/admin/users/:userId/resend-confirmation',
    {
      ...staff,
      schema: {
        operationId: 'resendConfirmation',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Mails a new confirmation link to an unconfirmed user',
        params: AdminUserParamsSchema,
        response: { 200: wrapped(z.object({ mailSent: z.literal(true) })) },
      },
    },
    async (request) => ok(await service.resendConfirmation(await actor(request), request.params.userId)),
  );
  app.post(
    '/admin/users/:userId/reset-2fa',
    {
      ...adminOnly,
      schema: {
        operationId: 'resetTwoFactor',
        tags,
        security,
        summary: "Turns off a user's two-factor sign-in",
        params: AdminUserParamsSchema,
        response: { 200: AdminUserDetailResponseSchema },
      },
    },
    async (request) => ok(await service.resetTwoFactor(await actor(request), request.params.userId)),
  );
  app.get(
    '/admin/users/:userId/export',
    {
      ...adminOnly,
      schema: {
        operationId: 'exportUser',
        tags,
        security,
        summary: "The user's data as JSON (no secrets)",
        params: AdminUserParamsSchema,
        response: { 200: z.any().describe('{ result: the profile, properties, stays, messages...; errors: [] }') },
      },
    },
    async (request, reply) => {
      const data = await service.exportUser(await actor(request), request.params.userId);
      void reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="user-${request.params.userId}.json"`);
      return ok(data);
    },
  );
  app.delete(
    '/admin/users/:userId',
    {
      ...adminOnly,
      schema: {
        operationId: 'deleteAdminUser',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Deletes a user with all their data (properties, photos, stays, messages)',
        params: AdminUserParamsSchema,
        response: { 200: wrapped(z.object({ userId: z.string() })) },
      },
    },
    async (request) => ok(await service.deleteUser(await actor(request), request.params.userId)),
  );

  app.get(
    '/admin/roles',
    {
      ...staff,
      schema: {
        operationId: 'listRoles',
        tags,
        security,
        summary: 'Users holding Internal or Admin',
        response: { 200: AdminRoleHoldersResponseSchema },
      },
    },
    async () => ok(await service.roleHolders()),
  );
  app.post(
    '/admin/roles',
    {
      ...adminOnly,
      schema: {
        operationId: 'grantRole',
        tags,
        security,
        summary: 'Grants Internal or Admin to a user by e-mail',
        body: AdminGrantSchema,
        response: { 200: AdminRoleHolderResponseSchema },
      },
    },
    async (request) => ok(await service.grant(await actor(request), request.body.email, request.body.role)),
  );
  app.delete(
    '/admin/roles/:userId/:role',
    {
      ...adminOnly,
      schema: {
        operationId: 'revokeRole',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Revokes a role (never the last Admin)',
        params: AdminRoleParamsSchema,
        response: { 200: AdminRoleHolderResponseSchema },
      },
    },
    async (request) => ok(await service.revoke(await actor(request), request.params.userId, request.params.role)),
  );

  adminOperationsRoutes(app, { service, staff, adminOnly, actor });
};
