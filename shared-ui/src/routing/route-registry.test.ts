import { hrefTo, routeOfPath, useRouteRegistry } from './route-registry';

beforeEach(() => {
  useRouteRegistry.getState().setAreaRoutes('classroom', [{ name: 'clcourse.edit', pattern: '/clcourse/:id/edit/:tab?' }]);
  useRouteRegistry.getState().setAreaRoutes('elearning', [{ name: 'license.clcourse', pattern: '/license/clcourse/:id' }]);
});

test('links across areas by route name, wherever the owning area serves it', () => {
  expect(hrefTo('license.clcourse', { id: 7 })).toBe('/license/clcourse/7');
  useRouteRegistry.getState().setAreaRoutes('elearning', [{ name: 'license.clcourse', pattern: '/licenses/classroom/:id' }]);
  expect(hrefTo('license.clcourse', { id: 7 })).toBe('/licenses/classroom/7');
  expect(() => hrefTo('nowhere')).toThrow('No area publishes the route nowhere');
});

test('finds the area and route of a pathname', () => {
  expect(routeOfPath('/clcourse/3/edit')).toEqual({
    area: 'classroom',
    route: { name: 'clcourse.edit', pattern: '/clcourse/:id/edit/:tab?' },
  });
  expect(routeOfPath('/elsewhere')).toBeUndefined();
});
