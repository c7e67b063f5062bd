import { apiCredentials, apiUrl, setApiOrigin } from './api-origin';
import { endpointUrl } from './endpoint-url';
import { defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

const file = defineEndpoint({ area: 'company', method: 'GET', path: '/files/:id', access: 'public', params: z.object({ id: z.number() }) });

afterEach(() => setApiOrigin(''));

test('in the composed app every address stays on the page’s own origin', () => {
  expect(apiUrl('/api/users/me')).toBe('/api/users/me');
  expect(endpointUrl(file, { id: 3 })).toBe('/api/company/files/3');
  expect(apiCredentials()).toBe('same-origin');
});

test('a standalone app’s API origin prefixes API paths and sends the cookie along, leaving full addresses alone', () => {
  setApiOrigin('https://api.example/ignored/path');
  expect(apiUrl('/api/users/me')).toBe('https://api.example/api/users/me');
  expect(apiUrl('/wapi/locale/changeLocale')).toBe('https://api.example/wapi/locale/changeLocale');
  expect(endpointUrl(file, { id: 3 })).toBe('https://api.example/api/company/files/3');
  expect(apiUrl('https://cdn.example/x.js')).toBe('https://cdn.example/x.js');
  expect(apiUrl('//cdn.example/x.js')).toBe('//cdn.example/x.js');
  expect(apiCredentials()).toBe('include');
});
