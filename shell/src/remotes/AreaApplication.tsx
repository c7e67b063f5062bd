import type { AppProps, LifeCycles } from 'single-spa';
import { createRoot, type Root } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ErrorPanel } from '@atrium/shared-ui';
import type { Area } from '../routes/route-table';
import { registerRemotesFromManifest } from './remote-manifest';

type AreaProps = AppProps & { domElement?: HTMLElement };
type AreaLifeCycles = Required<Pick<LifeCycles<AreaProps>, 'bootstrap' | 'mount' | 'unmount'>>;

function call(lifecycle: LifeCycles<AreaProps>['mount'], props: AreaProps): Promise<unknown> {
  const steps = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  return steps.reduce<Promise<unknown>>((previous, step) => previous.then(() => step(props)), Promise.resolve());
}

/**
 * A single-spa application for one area that loads the area's remote on first mount. A remote
 * that cannot be loaded leaves an error panel with a retry in the area's place instead of failing
 * the whole single-spa tree, so the shell and the other areas keep working.
 */
export function areaApplication(area: Area, container: () => HTMLElement): LifeCycles<AreaProps> {
  let remote: AreaLifeCycles | null = null;
  let bootstrapped = false;
  let element: HTMLElement | null = null;
  let errorRoot: Root | null = null;
  let mountedProps: AreaProps | null = null;

  async function mountRemote(props: AreaProps, retrying: boolean): Promise<void> {
    try {
      if (retrying) await registerRemotesFromManifest(true);
      const lifecycles = remote ?? (await loadRemote<AreaLifeCycles>(`${area}/app`));
      if (!lifecycles) throw new Error(`Remote ${area} exposes no app`);
      remote = lifecycles;
      if (!bootstrapped) {
        await call(lifecycles.bootstrap, props);
        bootstrapped = true;
      }
      await call(lifecycles.mount, { ...props, domElement: element! });
      mountedProps = props;
    } catch (error) {
      remote = null;
      showError(props, error);
    }
  }

  function showError(props: AreaProps, error: unknown): void {
    console.error(`Area ${area} failed to load`, error);
    errorRoot ??= createRoot(element!);
    errorRoot.render(
      <ErrorPanel
        titleKey="error.remote.title"
        retryKey="error.remote.retry"
        error={error}
        onRetry={() => {
          errorRoot?.unmount();
          errorRoot = null;
          void mountRemote(props, true);
        }}
      />,
    );
  }

  return {
    bootstrap: async () => {},
    mount: async (props) => {
      element = document.createElement('div');
      element.dataset.area = area;
      container().appendChild(element);
      await mountRemote(props, false);
    },
    unmount: async () => {
      if (mountedProps && remote) await call(remote.unmount, { ...mountedProps, domElement: element! });
      mountedProps = null;
      errorRoot?.unmount();
      errorRoot = null;
      element?.remove();
      element = null;
    },
  };
}
