/**
 * The contact e-mail domains a portal accepts: its own, plus ATRIUM_CONTRACTOR_TEST_DOMAINS (comma-separated) in
 * a test environment, which document 001 §5 lets accept the product's own domain too (decision 0220).
 */
export function acceptedContactDomains(portalDomains: readonly string[]): string[] {
  const test = (process.env.ATRIUM_CONTRACTOR_TEST_DOMAINS ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set([...portalDomains.map((domain) => domain.toLowerCase()), ...test])];
}
