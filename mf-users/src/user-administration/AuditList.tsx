import { ErrorPanel, formatDateTime, Spinner, useEndpoint, useT, type TranslateFn } from '@atrium/shared-ui';
import { userAdministrationEndpoints, type UserAuditEntry } from '@atrium/users-contract';

/** An audited value as text: fields hold text, numbers, booleans or nothing. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** What changed, in words: the fields with old and new value, or the role and customer. */
function describe(entry: UserAuditEntry, t: TranslateFn): string {
  const detail = entry.detail as {
    changed?: Record<string, { from: unknown; to: unknown }>;
    role?: string;
    customerName?: string;
    customerId?: number;
    toCustomerName?: string;
  };
  const parts: string[] = [];
  if (detail.role) parts.push(t(`role.${detail.role}`));
  if (detail.customerName ?? detail.customerId)
    parts.push(t('useradmin.audit.customer', { customer: String(detail.customerName ?? detail.customerId) }));
  if (detail.toCustomerName) parts.push(t('useradmin.audit.movedTo', { customer: detail.toCustomerName }));
  for (const [field, { from, to }] of Object.entries(detail.changed ?? {})) {
    parts.push(t('useradmin.audit.changed', { field: t(`useradmin.field.${field}`), from: shown(from), to: shown(to) }));
  }
  return parts.join('; ');
}

/** Who changed what on the person (issue 13: the audit log per person), newest first. */
export function AuditList({ userId }: { userId: number }) {
  const t = useT();
  const audit = useEndpoint(userAdministrationEndpoints.audit, { params: { userId } });
  if (audit.error) return <ErrorPanel error={audit.error} onRetry={audit.reload} />;
  if (!audit.data) return <Spinner />;
  return (
    <table className="atr-table">
      <caption>{t('useradmin.audit')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('useradmin.audit.at')}</th>
          <th scope="col">{t('useradmin.audit.actor')}</th>
          <th scope="col">{t('useradmin.audit.action')}</th>
          <th scope="col">{t('useradmin.audit.detail')}</th>
        </tr>
      </thead>
      <tbody>
        {audit.data.map((entry) => (
          <tr key={entry.id}>
            <td>{formatDateTime(entry.at)}</td>
            <td>{entry.actor ?? t('useradmin.audit.system')}</td>
            <td>{t(`useradmin.audit.${entry.action}`)}</td>
            <td>{describe(entry, t)}</td>
          </tr>
        ))}
        {audit.data.length === 0 && (
          <tr>
            <td colSpan={4}>{t('useradmin.audit.none')}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
