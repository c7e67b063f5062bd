export { scheduledJobQueue, startScheduledJobs, type ScheduledJob, type ScheduledJobs } from './scheduled-jobs';
