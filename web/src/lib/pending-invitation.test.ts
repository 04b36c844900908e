import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetInvitation, rememberInvitation, takePendingInvitation } from './pending-invitation';

const LINK = '/host/confirm?token=AbCdEfGhIjKlMnOpQrStUv';

afterEach(() => {
  forgetInvitation();
  vi.useRealTimers();
});

describe('pending co-host invitation', () => {
  it('gives back the remembered link once', () => {
    rememberInvitation(LINK);
    expect(takePendingInvitation()).toBe(LINK);
    expect(takePendingInvitation()).toBeNull();
  });

  it('keeps the Spanish link as it is', () => {
    rememberInvitation(`/es${LINK}`);
    expect(takePendingInvitation()).toBe(`/es${LINK}`);
  });

  it('refuses anything but an invitation link of this site', () => {
    for (const path of [
      'https://evil.example/host/confirm?token=AbCdEfGhIjKlMnOpQrStUv',
      '//evil.example/x',
      '/home',
      `${LINK}&next=/x`,
    ]) {
      rememberInvitation(path);
      expect(takePendingInvitation(), path).toBeNull();
    }
  });

  it('forgets a link older than an invitation lives', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    rememberInvitation(LINK);
    vi.setSystemTime(new Date('2030-01-09T00:00:00Z'));
    expect(takePendingInvitation()).toBeNull();
  });
});
