export { bossDb, installMailQueues, mailQueueName } from './mail-queue';
export { mailMessageSchema, type MailMessage } from './mail-message';
export { startMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker';
export { outboxMigration } from './outbox-migration';
export { outboxAttachmentMigration, type MailAttachment } from './outbox-attachments';
export type { OutboxTable } from './outbox-table';
export { queueMail } from './queue-mail';
export { sentMailTo, type SentMail } from './sent-mail';
