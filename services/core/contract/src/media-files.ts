// Browser-safe: zod-free constants the remotes check before uploading and the services enforce.

/** The largest course file (course material, instance files, e-course files) a service stores. */
export const MAX_MEDIA_FILE_BYTES = 25 * 1024 * 1024;

/** Course material people read, show or hand out: documents, sheets, slides, images, plain text. */
export const ALLOWED_MEDIA_FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/png',
  'image/jpeg',
  'image/gif',
  'text/plain',
] as const;
