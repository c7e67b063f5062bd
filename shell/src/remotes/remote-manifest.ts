import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Area } from '../routes/route-table';

type Manifest = Partial<Record<Area, { entry: string }>>;

// The shell build knows no remote address: the served manifest says where each remote lives now
// (with a content version in the URL, so a redeployed remote is fetched fresh after a reload).
export async function registerRemotesFromManifest(force = false): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const manifest = (await response.json()) as Manifest;
  registerRemotes(
    Object.entries(manifest).map(([name, remote]) => ({ name, entry: new URL(remote!.entry, location.href).href })),
    { force },
  );
}
