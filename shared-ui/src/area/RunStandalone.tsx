import { registerApplication, start } from 'single-spa';
import { createRoot } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import type { ReactNode } from 'react';
import { LoginForm } from '../components/LoginForm';
import { ToastHost } from '../components/ToastHost';
import { useAuth } from '../auth/use-auth';
import { remotesManifestSchema } from '@atrium/core-contract';
import { useRouteRegistry } from '../routing/route-registry';
import { apiUrl } from '../auth/api-origin';
import { loadStandaloneConfig } from './standalone-config';
import { StandaloneHeader } from './StandaloneHeader';

/** Links to other areas resolve by route name: read the platform's routes as the shell does, when it answers. */
async function loadRoutes(): Promise<void> {
  try {
    const response = await fetch(apiUrl('/remotes.json'), { cache: 'no-store' });
    if (!response.ok) return;
    const manifest = remotesManifestSchema.parse(await response.json());
    for (const [name, remote] of Object.entries(manifest))
      if (remote.routes) useRouteRegistry.getState().setAreaRoutes(name, remote.routes);
  } catch (error) {
    console.warn('The platform routes could not be read; links to other areas will not resolve', error);
  }
}

/**
 * Runs one area remote as a page of its own (its dev server or its own deployment): with a header of its own,
 * signs the user in with the shared login form when needed, then mounts the area for every path. The API may
 * answer on another origin, named by the deployment's atrium-config.json (decision 0223).
 */
export async function runStandalone(area: string, lifecycles: LifeCycles): Promise<void> {
  const rootElement = document.getElementById('root')!;
  const chrome = document.createElement('div');
  const areaElement = document.createElement('main');
  rootElement.append(chrome, areaElement);
  const chromeRoot = createRoot(chrome);

  await loadStandaloneConfig();
  await Promise.all([useAuth.getState().load(), loadRoutes()]);
  const chromeWith = (content?: ReactNode) => (
    <>
      <StandaloneHeader />
      {content}
      <ToastHost />
    </>
  );
  const startArea = () => {
    chromeRoot.render(chromeWith());
    registerApplication({
      name: area,
      app: lifecycles,
      activeWhen: () => true,
      customProps: { domElement: areaElement },
    });
    start();
  };
  if (useAuth.getState().status === 'signedIn') {
    startArea();
  } else {
    chromeRoot.render(
      chromeWith(
        <main className="atr-page">
          <LoginForm onSignedIn={startArea} />
        </main>,
      ),
    );
  }
}
