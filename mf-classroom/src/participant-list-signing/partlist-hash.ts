/** `#/{instanceId}/{participantListCode}` of the signing page's address (document 002 §2); null when malformed. */
export function partlistOfHash(hash: string): { instanceId: number; code: string } | null {
  const match = /^#\/(\d{1,10})\/([0-9a-f]{32})$/.exec(hash);
  if (!match) return null;
  const instanceId = Number(match[1]);
  return instanceId >= 1 && instanceId <= 2147483647 ? { instanceId, code: match[2]! } : null;
}
