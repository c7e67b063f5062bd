import { registerApplication, start } from 'single-spa';
import { createRoot } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { LoginForm } from '../components/LoginForm';
import { ToastHost } from '../components/ToastHost';
import { useAuth } from '../auth/use-auth';

/**
 * Runs one area remote as a page of its own (its dev server or its own deployment): signs the user
 * in with the shared login form when needed, then mounts the area for every path.
 */
export async function runStandalone(area: string, lifecycles: LifeCycles): Promise<void> {
  const rootElement = document.getElementById('root')!;
  const chrome = document.createElement('div');
  const areaElement = document.createElement('main');
  rootElement.append(chrome, areaElement);
  const chromeRoot = createRoot(chrome);

  await useAuth.getState().load();
  const startArea = () => {
    chromeRoot.render(<ToastHost />);
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
      <main className="atr-page">
        <LoginForm onSignedIn={startArea} />
      </main>,
    );
  }
}
