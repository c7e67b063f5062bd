import { useMemo, useState } from 'react';
import {
  instructorPageEndpoints as endpoints,
  instructorStatusSchema,
  type InstructorCourse,
  type InstructorParticipant,
  type InstructorStatus,
} from '@atrium/classroom-contract';
import { Button, callEndpoint, Checkbox, DataGrid, formatDateTime, Select, toast, useT, type ColDef } from '@atrium/shared-ui';
import { ParticipantEditDialog } from './ParticipantEditDialog';
import { SignatureDialog } from './SignatureDialog';

/** The attending participants: inline edit, signature, and a status for many at once (never cancelled). */
export function InstructorParticipants({ course, reload }: { course: InstructorCourse; reload: () => void }) {
  const t = useT();
  const [editing, setEditing] = useState<InstructorParticipant | null>(null);
  const [signing, setSigning] = useState<InstructorParticipant | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [bulkStatus, setBulkStatus] = useState<InstructorStatus>('signed');

  const columns = useMemo<ColDef<InstructorParticipant>[]>(
    () => [
      {
        headerName: t('instructor-page.choose'),
        colId: 'choose',
        width: 110,
        cellRenderer: ({ data }: { data: InstructorParticipant | undefined }) =>
          data ? (
            <Checkbox
              label={t('instructor-page.chooseName', { name: data.user.name ?? data.user.id })}
              checked={chosen.includes(data.license.id)}
              onChange={(event) =>
                setChosen((list) => (event.target.checked ? [...list, data.license.id] : list.filter((id) => id !== data.license.id)))
              }
            />
          ) : null,
      },
      {
        headerName: t('classroom-management.column.name'),
        flex: 1,
        minWidth: 160,
        valueGetter: ({ data }) => data?.user.name ?? `#${data?.user.id}`,
      },
      { headerName: t('classroom-management.column.customer'), field: 'customerName', width: 160 },
      {
        headerName: t('instructor-page.status'),
        width: 140,
        valueGetter: ({ data }) => (data ? t(`classroom-management.participantStatus.${data.license.status}`) : ''),
      },
      { headerName: t('instructor-page.pretest'), width: 110, valueGetter: ({ data }) => data?.license.pretest ?? '' },
      { headerName: t('instructor-page.posttest'), width: 110, valueGetter: ({ data }) => data?.license.posttest ?? '' },
      {
        headerName: t('instructor-page.signature'),
        width: 170,
        valueGetter: ({ data }) => (data?.signature ? formatDateTime(data.signature.signedAt) : ''),
      },
      {
        headerName: t('classroom-management.column.actions'),
        colId: 'actions',
        width: 200,
        cellRenderer: ({ data }: { data: InstructorParticipant | undefined }) =>
          data ? (
            <span className="atr-row-actions">
              <Button
                variant="link"
                data-main-action
                aria-label={t('instructor-page.edit', { name: data.user.name ?? '' })}
                onClick={() => setEditing(data)}
              >
                {t('instructor-page.editShort')}
              </Button>{' '}
              <Button
                variant="link"
                aria-label={t('instructor-page.signFor', { name: data.user.name ?? '' })}
                onClick={() => setSigning(data)}
              >
                {t('instructor-page.sign')}
              </Button>
            </span>
          ) : null,
      },
    ],
    [t, chosen],
  );

  const changeStatus = async () => {
    if (chosen.length === 0) {
      toast.error('notification.nousers');
      return;
    }
    try {
      await callEndpoint(endpoints.statusUpdate, { body: { status: bulkStatus, ids: chosen } });
      toast.success('instructor-page.statusChanged', { count: chosen.length });
      setChosen([]);
      reload();
    } catch {
      toast.error('instructor-page.failed');
    }
  };

  return (
    <section className="atr-section">
      <h2>{t('instructor-page.participants', { count: course.participants.length })}</h2>
      <DataGrid
        ariaLabel={t('instructor-page.participantsGrid')}
        rows={course.participants}
        columns={columns}
        getRowId={(row) => String(row.license.id)}
      />
      <div className="atr-toolbar">
        <Select
          label={t('instructor-page.newStatus')}
          value={bulkStatus}
          options={instructorStatusSchema.options.map((value) => ({ value, label: t(`classroom-management.participantStatus.${value}`) }))}
          onChange={(event) => setBulkStatus(instructorStatusSchema.catch(bulkStatus).parse(event.target.value))}
        />
        <Button onClick={() => void changeStatus()}>{t('instructor-page.changeStatus', { count: chosen.length })}</Button>
      </div>
      {editing && (
        <ParticipantEditDialog
          participant={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {signing && (
        <SignatureDialog
          name={signing.user.name ?? `#${signing.user.id}`}
          store={(dataUrl) => callEndpoint(endpoints.addSignature, { body: { licenseId: signing.license.id, dataUrl } })}
          onClose={() => setSigning(null)}
          onSigned={() => {
            setSigning(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
