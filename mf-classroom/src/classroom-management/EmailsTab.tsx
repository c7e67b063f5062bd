import { useMemo, useState } from 'react';
import { classroomManagementEndpoints as endpoints, type SentEmail } from '@atrium/classroom-contract';
import {
  Button,
  callEndpoint,
  DataGrid,
  ErrorPanel,
  formatDateTime,
  Modal,
  TextField,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { perform } from './classroom-management-api';

/** emails: what was sent about the instance; each can be read and sent again to an address. */
export function EmailsTab({ instanceId }: { instanceId: number }) {
  const t = useT();
  const emails = useEndpoint(endpoints.emailsSent, { params: { instanceId } });
  const [viewing, setViewing] = useState<SentEmail | null>(null);
  const [to, setTo] = useState('');

  const columns = useMemo<ColDef<SentEmail>[]>(
    () => [
      {
        headerName: t('classroom-management.email.sent'),
        field: 'created',
        width: 170,
        valueFormatter: ({ value }) => formatDateTime(value as string),
      },
      {
        headerName: t('classroom-management.email.kind'),
        width: 190,
        valueGetter: ({ data }) => (data ? t(`classroom-management.email.kind.${data.kind}`) : ''),
      },
      { headerName: t('classroom-management.email.to'), width: 220, valueGetter: ({ data }) => data?.to.join(', ') },
      { headerName: t('classroom-management.email.subject'), field: 'subject', flex: 1, minWidth: 200 },
      {
        headerName: t('classroom-management.column.actions'),
        colId: 'actions',
        width: 120,
        cellRenderer: ({ data }: { data: SentEmail | undefined }) =>
          data ? (
            <Button
              variant="link"
              aria-label={t('classroom-management.email.view', { subject: data.subject })}
              onClick={() => {
                setTo(data.to[0] ?? '');
                setViewing(data);
              }}
            >
              {t('classroom-management.email.open')}
            </Button>
          ) : null,
      },
    ],
    [t],
  );

  if (emails.error) return <ErrorPanel error={emails.error} onRetry={emails.reload} />;
  const resend = async () => {
    if (!viewing) return;
    if (await perform(() => callEndpoint(endpoints.resendEmail, { params: { emailId: viewing.id }, body: { to } }), 'notification.sent')) {
      setViewing(null);
      emails.reload();
    }
  };

  return (
    <>
      <DataGrid
        ariaLabel={t('classroom-management.email.grid')}
        rows={emails.data ?? []}
        columns={columns}
        loading={emails.loading}
        getRowId={(row) => String(row.id)}
      />
      <Modal
        open={viewing !== null}
        title={viewing?.subject ?? ''}
        onClose={() => setViewing(null)}
        footer={
          <>
            <Button onClick={() => setViewing(null)}>{t('common.close')}</Button>
            <Button variant="primary" onClick={() => void resend()}>
              {t('classroom-management.email.resend')}
            </Button>
          </>
        }
      >
        <pre className="atr-mail-text">{viewing?.text}</pre>
        <TextField
          label={t('classroom-management.email.resendTo')}
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </Modal>
    </>
  );
}
