import { screenOf as screenOfArea } from '@atrium/shared-ui/testing';
import { COMPANY_PAGES } from './AreaApp';
import routes from './routes.json';

// The area's screens come from routes.json (decision 0027); a page's schema decides which parameters it takes.
const screenOf = (pathname: string) => screenOfArea(routes, COMPANY_PAGES, pathname);

test('confirmations by a numeric id; anything else is not found', () => {
  expect(screenOf('/confirmation/12')).toEqual({ name: 'confirmation', params: { orderId: 12 } });
  expect(screenOf('/purchaseconfirmation/7')).toEqual({ name: 'purchaseconfirmation', params: { purchaseId: 7 } });
  expect(screenOf('/confirmation/abc')).toBe('notfound');
});

test('license reports by a known type only; routes without a page keep the placeholder', () => {
  expect(screenOf('/my-company/licenses/ALL_LICENSES')).toEqual({ name: 'my-company.licenses', params: { licenseType: 'ALL_LICENSES' } });
  expect(screenOf('/my-company/licenses/NONSENSE')).toBe('notfound');
  expect(screenOf('/my-company/')).toEqual({ name: 'my-company', params: undefined });
  expect(screenOf('/my-company/users')).toEqual({ name: 'my-company.users', params: undefined });
  expect(screenOf('/my-company/users/4')).toEqual({ name: 'my-company.user', params: { id: 4, tab: 'licenses' } });
  expect(screenOf('/my-company/users/4/departments')).toEqual({ name: 'my-company.user', params: { id: 4, tab: 'departments' } });
  expect(screenOf('/my-company/users/4/orders')).toBe('notfound');
});
