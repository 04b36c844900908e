import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { imageStorageFor } from '../storage';
import { userServiceFor } from '../user';
import { adminRoutes } from './admin.routes';
import { AdminService } from './admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

/** The admin area: app.admin (also used by the command line) and the /admin routes. */
export default fp(
  async function adminPlugin(app: FastifyInstance, opts: { buildVersion: string }) {
    const users = userServiceFor(app);
    const service = new AdminService({
      database: app.database,
      mailer: app.mailer,
      storage: imageStorageFor(app.config),
      buildVersion: opts.buildVersion,
      sendConfirmation: (user) => users.sendConfirmation(user),
      deleteAccount: (userId) => app.account.deleteAccount(userId),
      exportAccount: (userId) => app.account.exportAccount(userId),
      requestIndex: (ownerUserId, propertyId) => app.ai.service.requestIndex(ownerUserId, propertyId, 'all'),
    });
    app.decorate('admin', service);
    await app.register(adminRoutes, { prefix: app.config.API_BASE_PATH, service });
  },
  { name: 'admin', dependencies: ['accounts', 'mail', 'ai', 'account'] },
);
