// How an export process's failure crosses to the process that answers the request: the fields the shared error
// handling reads (a PostgreSQL error's SQLSTATE and column, a socket error's code), as one line of JSON.

const FIELDS = ['message', 'code', 'column', 'constraint', 'detail', 'table'] as const;

type FailureFields = Partial<Record<(typeof FIELDS)[number], string>>;

/** In the export process: the failure as the line it reports. */
export function failureReport(error: unknown): string {
  const source = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as Record<string, unknown>;
  const fields: FailureFields = {};
  for (const field of FIELDS) if (typeof source[field] === 'string') fields[field] = source[field];
  return JSON.stringify(fields);
}

/** In the answering process: the error the export process reported, or what its exit says when it reported none. */
export function failureOf(report: string, code: number | null, signal: NodeJS.Signals | null): Error {
  let fields: FailureFields = {};
  try {
    fields = JSON.parse(report) as FailureFields;
  } catch {
    // No report: the process ended another way (killed, out of memory); its exit says how.
  }
  const { message, ...rest } = fields;
  return Object.assign(new Error(message ?? `The export process ended with ${signal ?? `exit code ${code}`}`), rest);
}
