import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { MailRepository } from './mail.repository';
import { Mailer } from './mail.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends (or keeps in the outbox) the accounts mails. */
    mailer: Mailer;
  }
}

/** Provides app.mailer: SMTP_URL through nodemailer, or the outbox table when it is unset. */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const { config, database } = app;
    const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
    const mailer = new Mailer(
      transport,
      new MailRepository(database.db),
      config.MAIL_FROM,
      app.log.child({ module: 'mail' }),
    );
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.flush();
      mailer.close();
    });
  },
  { name: 'mail' },
);
