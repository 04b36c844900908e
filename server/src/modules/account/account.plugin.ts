import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileStoreFor, type ImageStorage, imageStorageFor } from '../storage';
import { AccountExport } from './account-export';
import { removeAccountFiles } from './account-files';
import { accountRoutes } from './account.routes';
import { AccountService } from './account.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** An account as a whole: its deletion (with its files) and its data export. */
    account: AccountService;
  }
}

/** app.account, the subscriber that removes a deleted account's files, GET /user/export and DELETE /user. */
export default fp(
  async function accountPlugin(app: FastifyInstance, opts: { imageStorage?: ImageStorage }) {
    const log = app.log.child({ module: 'account' });
    const stores = {
      images: opts.imageStorage ?? imageStorageFor(app.config),
      files: fileStoreFor(app.config, (details, message) => log.warn(details, message)),
    };
    app.events.on('account.deleted', 'account-files', (event) => removeAccountFiles(stores, event));
    const exporter = new AccountExport(app.database.db, {
      imageBaseUrl: app.config.imageBaseUrl,
      publicUrl: app.config.publicUrl,
      apiBase: app.config.API_BASE_PATH,
    });
    app.decorate('account', new AccountService(app.database.db, app.events, exporter));
    await app.register(accountRoutes, { prefix: app.config.API_BASE_PATH, exporter, service: app.account });
  },
  { name: 'account', dependencies: ['events'] },
);
