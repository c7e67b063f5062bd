import { useMemo, type ReactNode } from 'react';
import type { ManagedParticipant } from '@atrium/classroom-contract';
import { DataGrid, formatDate, useT, type ColDef } from '@atrium/shared-ui';

interface ParticipantGridProps {
  ariaLabel: string;
  participants: ManagedParticipant[];
  /** The row's actions; the first is what Enter on the row does. */
  actions?: (participant: ManagedParticipant) => ReactNode;
}

/** Participants with name, customer, status, results and when they were added. */
export function ParticipantGrid({ ariaLabel, participants, actions }: ParticipantGridProps) {
  const t = useT();
  const columns = useMemo<ColDef<ManagedParticipant>[]>(
    () => [
      {
        headerName: t('classroom-management.column.name'),
        flex: 1,
        minWidth: 160,
        valueGetter: ({ data }) => data?.name ?? `#${data?.userId}`,
      },
      { headerName: t('classroom-management.column.customer'), field: 'customerName', flex: 1, minWidth: 140 },
      {
        headerName: t('classroom-management.column.status'),
        width: 150,
        valueGetter: ({ data }) => (data ? t(`classroom-management.participantStatus.${data.status}`) : ''),
      },
      { headerName: t('classroom-management.pretest'), field: 'pretest', width: 110, context: { priority: 3 } },
      { headerName: t('classroom-management.posttest'), field: 'posttest', width: 110, context: { priority: 3 } },
      {
        headerName: t('classroom-management.column.added'),
        width: 130,
        field: 'created',
        valueFormatter: ({ value }) => formatDate(value as string),
      },
      ...(actions
        ? [
            {
              headerName: t('classroom-management.column.actions'),
              colId: 'actions',
              width: 220,
              cellRenderer: ({ data }: { data: ManagedParticipant | undefined }) =>
                data ? <span className="atr-row-actions">{actions(data)}</span> : null,
            },
          ]
        : []),
    ],
    [t, actions],
  );
  return <DataGrid ariaLabel={ariaLabel} rows={participants} columns={columns} getRowId={(row) => String(row.id)} />;
}
