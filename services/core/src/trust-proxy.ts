import type { FastifyServerOptions } from 'fastify';

/**
 * Which X-Forwarded-* headers to believe (client address, protocol, host), from ATRIUM_TRUST_PROXY: unset or
 * empty trusts none (the app faces browsers itself); a number trusts that many proxy hops; anything else is a
 * comma-separated list of proxy addresses or CIDR ranges. Trusting every hop would let anyone forge the
 * address that login throttling counts.
 */
export function trustProxyFromEnv(value = process.env.ATRIUM_TRUST_PROXY): FastifyServerOptions['trustProxy'] {
  const setting = value?.trim() ?? '';
  if (setting === '') return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address: string, hop: number) => hop < hops;
  }
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
