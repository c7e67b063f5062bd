import type { AreaRoute } from '@atrium/shared-ui';

// The shell's own screens; every area's screens are declared by its remote (mf-<area>/src/routes.json) and
// reach the shell through /remotes.json (decision 0027).
export const shellRoutes: readonly AreaRoute[] = [
  { name: 'home', pattern: '/', doc: '001' },
  { name: 'login', pattern: '/login', doc: '001', signedOut: true },
  { name: 'fileupload-test', pattern: '/fileupload-test', doc: '001' },
  { name: 'validation-test', pattern: '/validation-test', doc: '001' },
  { name: 'mypage', pattern: '/mypage', doc: '001' },
  { name: 'mypage.profile', pattern: '/mypage/profile', doc: '001' },
  { name: 'mypage.needupdate', pattern: '/mypage/needupdate', doc: '001' },
];
