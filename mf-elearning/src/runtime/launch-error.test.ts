import { REMOTE_LAUNCH_ERRORS } from '@atrium/elearning-contract';
import { launchErrorText } from './launch-error';
import { RuntimeError } from './runtime-api';

afterEach(() => {
  document.documentElement.lang = '';
});

test("each refusal of a remote launch reads in the learner's language", () => {
  document.documentElement.lang = 'nb';
  const texts = Object.values(REMOTE_LAUNCH_ERRORS).map((message) => launchErrorText(new RuntimeError(403, message)));
  expect(texts).toEqual([
    'Dette kurset er ikke tilgjengelig fra læringssystemet ditt',
    'Alle plassene organisasjonen din har på dette kurset, er tatt',
    'Lisensen din for dette kurset er kansellert',
    'Kurset har ingen kurspakke',
  ]);
});

test('another message is shown as the server gave it, and a failure without one as unknown', () => {
  expect(launchErrorText(new RuntimeError(500, 'Database down'))).toBe('Database down');
  expect(launchErrorText(new RuntimeError(502, ''))).toBe('Unknown error, please try again');
  expect(launchErrorText(new TypeError('Failed to fetch'))).toBe('Unknown error, please try again');
});
