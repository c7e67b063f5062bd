import type { PersonAuditEntry } from '@atrium/users-contract';

const MAX_SHOWN = 400;

/** A stored value as text; redacted secrets stay "[redacted]". */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '–';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What an entry changed, as one line: `column: from → to` for an update, `column = value` for the row inserted or
 * deleted; cut to a readable length.
 */
export function describeChanges(entry: PersonAuditEntry): string {
  const parts = Object.entries(entry.changes).map(([column, value]) => {
    if (entry.operation === 'update' && value !== null && typeof value === 'object' && 'from' in value && 'to' in value)
      return `${column}: ${shown(value.from)} → ${shown(value.to)}`;
    return `${column} = ${shown(value)}`;
  });
  const text = parts.join('; ');
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}
