/** TRUST_PROXY as parsed by config.ts: trust nothing, everything, a hop count or proxy addresses/CIDRs. */
export type TrustProxySetting = boolean | number | string[];

/** Fastify's trust function signature (address of a hop, its distance from the socket: 0 = the peer). */
export type TrustProxyFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` option for the setting. Fastify 5 no longer honours a bare number (it
 * fails closed), so a hop count becomes a function trusting the `hops` nearest addresses: with
 * `1` and `X-Forwarded-For: a, b` from the load balancer, the client is `b`, the entry the load
 * balancer wrote, whatever the client put on the left. It is only safe when the instances can be
 * reached through the proxy alone (a direct caller would be taken for the proxy); an address list
 * does not have that weakness.
 */
export function trustProxyOption(setting: TrustProxySetting): boolean | string[] | TrustProxyFunction {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
