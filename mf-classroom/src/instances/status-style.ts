import { STATUS_CANCELLED, STATUS_TENTATIVE } from '@atrium/classroom-contract';

/** Document 000 §2: a tentative instance (status 2) is shown in italics, a cancelled one (4) struck through. */
export function statusCellStyle(status: number | undefined): Record<string, string> | undefined {
  if (status === STATUS_TENTATIVE) return { fontStyle: 'italic' };
  if (status === STATUS_CANCELLED) return { textDecoration: 'line-through' };
  return undefined;
}

export const statusKey = (name: string) => `instances.status.${name}`;
