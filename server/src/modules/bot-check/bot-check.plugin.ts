import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveInstanceSecret } from '../../lib/instance-secret';
import { Altcha } from './altcha';
import { BotCheckRepository } from './bot-check.repository';
import { BotCheck } from './bot-check.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies the forms' bot-check tokens (ALTCHA by default, reCAPTCHA v3 when configured). */
    botCheck: BotCheck;
  }
}

/** Provides app.botCheck. The ALTCHA key is ALTCHA_HMAC_KEY or one generated once per database. */
export default fp(
  async function botCheckPlugin(app: FastifyInstance) {
    const { config, database } = app;
    const hmacKey = await resolveInstanceSecret(database.db, 'altcha_hmac_key', config.ALTCHA_HMAC_KEY);
    const altcha = new Altcha({
      hmacKey,
      maxNumber: config.ALTCHA_MAX_NUMBER,
      ttlSeconds: config.ALTCHA_CHALLENGE_TTL_SECONDS,
    });
    const recaptcha =
      config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET
        ? {
            verifyUrl: config.RECAPTCHA_VERIFY_URL,
            secret: config.RECAPTCHA_SECRET,
            minScore: config.RECAPTCHA_MIN_SCORE,
          }
        : null;
    app.decorate('botCheck', new BotCheck(altcha, new BotCheckRepository(database.db), recaptcha));
  },
  { name: 'bot-check' },
);
