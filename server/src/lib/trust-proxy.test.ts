import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { trustProxyOption } from './trust-proxy';

const setting = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

/** The client address a Fastify app with this TRUST_PROXY sees for a request from `socket`. */
async function clientIp(value: string, socket: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOption(setting(value)) });
  app.get('/ip', async (request) => ({ ip: request.ip }));
  try {
    const res = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: socket,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return (res.json() as { ip: string }).ip;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('reads false, true, a hop count and a list of proxy addresses', () => {
    expect(setting(undefined)).toBe(false);
    expect(setting('')).toBe(false);
    expect(setting('false')).toBe(false);
    expect(setting('0')).toBe(false);
    expect(setting('true')).toBe(true);
    expect(setting('1')).toBe(1);
    expect(setting('2')).toBe(2);
    expect(setting('10.0.0.0/8, 127.0.0.1,::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses what is neither, naming the variable', () => {
    for (const bad of ['banana', '10.0.0.0/33', '10.0.0.300', '1.2.3.4/8/9', '65', ',']) {
      expect(() => setting(bad), bad).toThrow(ConfigError);
      try {
        setting(bad);
      } catch (error) {
        expect((error as ConfigError).issues[0]!.variable).toBe('TRUST_PROXY');
      }
    }
  });

  it('with a hop count of 1 takes the entry the proxy wrote, not the left-most one the client wrote', async () => {
    expect(await clientIp('1', '10.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientIp('1', '10.0.0.1', '9.9.9.9, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientIp('2', '10.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('1.2.3.4');
    expect(await clientIp('1', '10.0.0.1')).toBe('10.0.0.1');
  });

  it('with a proxy list trusts only those addresses', async () => {
    expect(await clientIp('10.0.0.0/8', '10.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientIp('10.0.0.0/8, 5.6.7.8', '10.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('1.2.3.4');
    // A caller that is not the proxy cannot claim another address.
    expect(await clientIp('10.0.0.0/8', '192.0.2.9', '1.2.3.4, 5.6.7.8')).toBe('192.0.2.9');
  });

  it('with false ignores X-Forwarded-For, and with true takes the left-most entry (which the client writes)', async () => {
    expect(await clientIp('false', '10.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('10.0.0.1');
    expect(await clientIp('true', '10.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('1.2.3.4');
  });
});
