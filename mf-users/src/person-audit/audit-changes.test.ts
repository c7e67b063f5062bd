import type { PersonAuditEntry } from '@atrium/users-contract';
import { describeChanges } from './audit-changes';

const entry = (operation: PersonAuditEntry['operation'], changes: Record<string, unknown>): PersonAuditEntry => ({
  id: 1,
  at: '2026-05-06T08:30:00.000Z',
  actorUserId: 1,
  actorCustomerId: 1,
  requestId: null,
  method: 'PUT',
  route: '/api/users/x',
  area: 'users',
  table: 'users',
  operation,
  objectId: '5',
  changes,
  actor: 'Ada Admin',
});

test('an update says from and to per column; an insert or delete lists the row; long text is cut', () => {
  expect(
    describeChanges(entry('update', { phone: { from: null, to: '+47 1' }, password_hash: { from: '[redacted]', to: '[redacted]' } })),
  ).toBe('phone: – → +47 1; password_hash: [redacted] → [redacted]');
  expect(describeChanges(entry('insert', { text: 'Hei', user_id: 5 }))).toBe('text = Hei; user_id = 5');
  expect(describeChanges(entry('delete', { text: 'x'.repeat(500) }))).toHaveLength(400);
});
