/* The helpers the remotes' tests share, as `@atrium/shared-ui/testing`; never imported by runtime code. */
export { fakeApi, type Answer, type ApiCall } from './fakeApi';
export { fakeXhr, type FakeUpload } from './fakeXhr';
export { signInAs, signInFor } from './signIn';
export { routeWithSingleSpa } from './singleSpaRouting';
