import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ErrorPanel } from '../components/ErrorPanel';

/**
 * single-spa lifecycles for an area remote. A render error inside the area shows an error panel
 * with a retry in the area's place; the shell and the other areas are not affected.
 */
export function createAreaLifecycles(App: ComponentType) {
  function AreaRoot() {
    return (
      <ErrorBoundary fallback={(error, reset) => <ErrorPanel titleKey="error.remote.title" error={error} onRetry={reset} />}>
        <App />
      </ErrorBoundary>
    );
  }
  return singleSpaReact({ React, ReactDOMClient, rootComponent: AreaRoot });
}
