/** A non-2xx answer from an Atrium service; `message` is usually a message key. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly fields?: Readonly<Record<string, string>>;

  constructor(status: number, error: string, message: string, fields?: Readonly<Record<string, string>>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    if (fields) this.fields = fields;
  }
}
