import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImageStorage } from '../media/image-storage';
import { imageStorageFor } from '../media/image-storage-select';
import { fileStoreFor } from '../videos/file-store-select';
import { AccountExport } from './account-export';
import { AccountFilesQueue } from './account-files.jobs';
import { accountRoutes } from './account.routes';
import { AccountService } from './account.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** An account as a whole: its deletion (with its files) and its data export. */
    account: AccountService;
  }
}

/** app.account, the queue that removes a deleted account's files, and GET /user/export. */
export default fp(
  async function accountPlugin(app: FastifyInstance, opts: { imageStorage?: ImageStorage }) {
    const log = app.log.child({ module: 'account' });
    const queue = new AccountFilesQueue(
      app.jobs,
      {
        images: opts.imageStorage ?? imageStorageFor(app.config),
        files: fileStoreFor(app.config, (details, message) => log.warn(details, message)),
      },
      log,
    );
    const exporter = new AccountExport(app.database.db, {
      imageBaseUrl: app.config.imageBaseUrl,
      publicUrl: app.config.publicUrl,
      apiBase: app.config.API_BASE_PATH,
    });
    const service = new AccountService(app.database.db, queue, exporter, log);
    app.decorate('account', service);
    app.addHook('onReady', async () => {
      await service
        .resumeWaiting()
        .catch((error: unknown) => log.warn({ err: error }, 'account file removals will resume on next use'));
    });
    await app.register(accountRoutes, { prefix: app.config.API_BASE_PATH, exporter });
    app.addHook('onClose', async () => {
      await queue.stop(app.config.SHUTDOWN_TIMEOUT_MS);
    });
  },
  { name: 'account', dependencies: ['jobs'] },
);
