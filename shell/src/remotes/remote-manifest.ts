import { registerRemotes } from '@module-federation/enhanced/runtime';
import { areaRoutesSchema, remotesManifestSchema, useRouteRegistry, type AreaRoute } from '@atrium/shared-ui';

/** A remote served from elsewhere (ATRIUM_REMOTES) publishes its routes.json beside its remoteEntry.js. */
async function publishedRoutes(entry: string): Promise<AreaRoute[]> {
  const response = await fetch(new URL('routes.json', entry), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`routes.json of ${entry} answered ${response.status}`);
  return areaRoutesSchema.parse(await response.json());
}

// The shell build knows no remote address and no area route: the served manifest says where each remote lives
// now (with a content version in the URL, so a redeployed remote is fetched fresh after a reload) and which
// screens it serves.
export async function registerRemotesFromManifest(force = false): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const manifest = remotesManifestSchema.parse(await response.json());
  const remotes = Object.entries(manifest).map(([name, remote]) => ({ name, entry: new URL(remote.entry, location.href).href, remote }));
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force },
  );
  const { setAreaRoutes } = useRouteRegistry.getState();
  await Promise.all(
    remotes.map(async ({ name, entry, remote }) => {
      try {
        setAreaRoutes(name, remote.routes ?? (await publishedRoutes(entry)));
      } catch (error) {
        // An unreachable remote serves no screen; the others still do.
        console.error(`The routes of ${name} could not be read`, error);
      }
    }),
  );
}
