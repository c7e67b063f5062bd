import { matchAreaRoute } from '@atrium/shared-ui';
import { COMPANY_PAGES } from './AreaApp';
import routes from './routes.json';

// The area's screens come from routes.json (decision 0027); a page's schema decides which parameters it takes.
function screenOf(pathname: string) {
  const match = matchAreaRoute(routes, pathname);
  if (!match) return null;
  const page = COMPANY_PAGES[match.route.name as keyof typeof COMPANY_PAGES];
  if (!page) return { name: match.route.name, placeholder: true };
  const parsed = page.params?.safeParse(match.params);
  if (parsed && !parsed.success) return 'notfound';
  return { name: match.route.name, params: parsed?.data };
}

test('confirmations by a numeric id; anything else is not found', () => {
  expect(screenOf('/confirmation/12')).toEqual({ name: 'confirmation', params: { orderId: 12 } });
  expect(screenOf('/purchaseconfirmation/7')).toEqual({ name: 'purchaseconfirmation', params: { purchaseId: 7 } });
  expect(screenOf('/confirmation/abc')).toBe('notfound');
});

test('license reports by a known type only; routes without a page keep the placeholder', () => {
  expect(screenOf('/my-company/licenses/ALL_LICENSES')).toEqual({ name: 'my-company.licenses', params: { licenseType: 'ALL_LICENSES' } });
  expect(screenOf('/my-company/licenses/NONSENSE')).toBe('notfound');
  expect(screenOf('/my-company/')).toEqual({ name: 'my-company', params: undefined });
  expect(screenOf('/my-company/users')).toEqual({ name: 'my-company.users', placeholder: true });
});
