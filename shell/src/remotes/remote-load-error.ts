/**
 * The heading for an area that failed to load. A remote built against a shared-ui the page cannot give it is
 * refused by the federation runtime (shared-ui is a strict singleton); saying so tells the person that a retry
 * will not help until the area or the shell is deployed again.
 */
export function remoteLoadErrorKey(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /shared singleton module @atrium\/shared-ui does not satisfy/.test(message) ? 'error.remote.incompatible' : 'error.remote.title';
}
