import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImageStorage } from '../media/image-storage';
import { imageStorageFor } from '../media/image-storage-select';
import { fileStoreFor } from '../videos/file-store-select';
import { AccountFilesQueue } from './account-files.jobs';
import { AccountService } from './account.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** An account as a whole: its deletion (with its files) and its data export. */
    account: AccountService;
  }
}

/** app.account, and the queue that removes a deleted account's files. */
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
    const service = new AccountService(app.database.db, queue, log);
    app.decorate('account', service);
    app.addHook('onReady', async () => {
      await service
        .resumeWaiting()
        .catch((error: unknown) => log.warn({ err: error }, 'account file removals will resume on next use'));
    });
    app.addHook('onClose', async () => {
      await queue.stop(app.config.SHUTDOWN_TIMEOUT_MS);
    });
  },
  { name: 'account', dependencies: ['jobs'] },
);
