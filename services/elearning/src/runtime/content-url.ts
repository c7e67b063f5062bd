/**
 * Where the player loads a package file from: the same origin as the player, under the area's API (below
 * prefix, which names a remote session).
 */
export function contentUrl(packageUuid: string, launchHref: string, parameters: string | null, prefix = ''): string {
  const [, filePath = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(launchHref) ?? [];
  const base = `/api/elearning${prefix}/packages/${packageUuid}/content/${filePath.split('/').map(encodeURIComponent).join('/')}${suffix}`;
  if (!parameters) return base;
  if (parameters.startsWith('#')) return base + parameters;
  // IMS CP: parameters are appended to the launch URL's query, whether they start with ? or & or neither.
  return `${base}${base.includes('?') ? '&' : '?'}${parameters.replace(/^[?&]/, '')}`;
}
