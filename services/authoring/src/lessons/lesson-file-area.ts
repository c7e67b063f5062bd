/** Lesson files live in the file store (local folder or S3) under the authoring area; rows name them. */
export const AREA = 'authoring';
