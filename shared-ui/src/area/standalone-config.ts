import { z } from 'zod';
import { setApiOrigin } from '../auth/api-origin';

/** What the host serving a standalone remote says about its deployment (decision 0223). */
const standaloneConfigSchema = z.object({ apiOrigin: z.url().optional() });

/** Where a deployment puts it: at the root of the host serving the remote (the remote is served at its root). */
const STANDALONE_CONFIG_PATH = '/atrium-config.json';

/**
 * Reads the deployment's settings at start, so one build serves any API address. No file (or anything but its JSON,
 * as the composed platform answers its own pages) means the API answers on this origin.
 */
export async function loadStandaloneConfig(): Promise<void> {
  try {
    const response = await fetch(STANDALONE_CONFIG_PATH, { cache: 'no-store' });
    if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return;
    const config = standaloneConfigSchema.parse(await response.json());
    if (config.apiOrigin) setApiOrigin(config.apiOrigin);
  } catch (error) {
    console.warn(`${STANDALONE_CONFIG_PATH} could not be read; the API is taken to answer on this origin`, error);
  }
}
