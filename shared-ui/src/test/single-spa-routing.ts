import { act } from '@testing-library/react';

/** What single-spa fires before it routes (a tab switch too); answers whether a listener held the route back. */
export function routeWithSingleSpa(newUrl: string, oldUrl: string): boolean {
  const cancelNavigation = jest.fn();
  act(() => {
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl, newUrl, cancelNavigation } }));
  });
  return cancelNavigation.mock.calls.length > 0;
}
