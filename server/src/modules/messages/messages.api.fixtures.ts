/** The app and calls the guest-message API tests (messages.*.test.ts) share. */
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { MessageEngine } from './message-engine';
import { messageFixtures } from './messages.fixtures';
import type { SmsSender } from './sms';

export let t: TestApp;

/** One app per test file. */
export function useMessagesApp() {
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
}

const fixtures = messageFixtures(() => t);
export const { call, setup, messagesOf, outboxTo } = fixtures;
/** These tests' booking schedules are applied to the guests already booked too (the host's explicit choice). */
export const schedule: typeof fixtures.schedule = (host, payload) =>
  fixtures.schedule(host, payload, { currentGuests: true });
export const engine = (sms: SmsSender | null = null, mailer = t.app.mailer) =>
  new MessageEngine(t.database.db, {
    publicUrl: 'http://guidebook.test',
    mailer,
    sms,
    log: { info: () => undefined, warn: () => undefined },
  });
