import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** ATRIUM_SESSION_SECRET, or one generated on first start and kept so sessions survive restarts. */
export async function sessionSecret(dataDir: string): Promise<string> {
  if (process.env.ATRIUM_SESSION_SECRET) return process.env.ATRIUM_SESSION_SECRET;
  const file = path.join(dataDir, 'session-secret');
  const stored = await readFile(file, 'utf8').catch(() => undefined);
  if (stored?.trim()) return stored.trim();
  const secret = randomBytes(32).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
