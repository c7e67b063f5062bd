/* The helpers the remotes' tests share, as `@atrium/shared-ui/testing`; never imported by runtime code. */
export { fakeApi, type Answer, type ApiCall } from './fake-api';
export { fakeXhr, type FakeUpload } from './fake-xhr';
export { signInAs, signInFor } from './sign-in';
export { routeWithSingleSpa } from './single-spa-routing';
export { screenOf } from './screen-of';
export { makeCustomer } from './fixtures';
