export { createFailureThrottle, type FailureThrottle, type ThrottleLimit } from './failure-throttle';
export { throttleMigration } from './throttle-migration';
