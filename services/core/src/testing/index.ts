export { createTestDatabase, type TestDatabase } from './test-database';
export { buildTestApp, TEST_SESSION_SECRET } from './test-app';
export { sessionCookie, type TestPrincipal } from './session-cookie';
export { decodedMail, startTestMailDelivery, waitForMail, type DeliveredMail, type TestMailDelivery } from './test-mail-delivery';
export { startTestS3, type TestS3 } from './s3-test-server';
