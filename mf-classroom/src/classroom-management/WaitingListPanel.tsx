import { useMemo, useState } from 'react';
import { classroomManagementEndpoints as endpoints, type WaitingListEntry } from '@atrium/classroom-contract';
import { waitingListOrderEndpoints } from '@atrium/reports-contract';
import { Button, callEndpoint, DataGrid, formatDateTime, useT, type ColDef } from '@atrium/shared-ui';
import { perform } from './classroom-management-api';
import { ParticipantEditDialog } from './ParticipantEditDialog';
import type { OverviewTabProps } from './PreTab';

/**
 * The queue in order; a freed seat is offered to the first not yet offered one (the offer time shows).
 * Enrolling from the queue places an order for the person's customer through the sales area's order API
 * (decision 0144), which enrols and takes the person off the queue in its transaction.
 */
export function WaitingListPanel({ overview, reload }: OverviewTabProps) {
  const t = useT();
  const instanceId = overview.instanceId;
  const entries = overview.participants.waitingList;
  const [editing, setEditing] = useState<WaitingListEntry | null>(null);

  const columns = useMemo<ColDef<WaitingListEntry>[]>(() => {
    const remove = async (entry: WaitingListEntry) => {
      if (
        await perform(
          () => callEndpoint(endpoints.removeFromWaitingList, { params: { instanceId, userId: entry.userId } }),
          'classroom-management.waiting.removed',
        )
      )
        reload();
    };
    const enrol = async (entry: WaitingListEntry) => {
      if (entry.customerId === null) return;
      const customerId = entry.customerId;
      // One key per click: a repeated request answers the order already placed instead of a second one.
      const orderKey = crypto.randomUUID();
      if (
        await perform(
          () =>
            callEndpoint(waitingListOrderEndpoints.place, {
              params: { instanceId, userId: entry.userId },
              body: { customerId, orderKey },
            }),
          'classroom-management.waiting.enrolled',
          { name: entry.name ?? entry.userId },
        )
      )
        reload();
    };
    return [
      { headerName: t('classroom-management.column.place'), field: 'place', width: 90 },
      {
        headerName: t('classroom-management.column.name'),
        flex: 1,
        minWidth: 160,
        valueGetter: ({ data }) => data?.name ?? `#${data?.userId}`,
      },
      { headerName: t('classroom-management.column.customer'), field: 'customerName', flex: 1, minWidth: 140 },
      {
        headerName: t('classroom-management.column.offered'),
        field: 'offered',
        width: 170,
        valueFormatter: ({ value }) => (value ? formatDateTime(value as string) : ''),
      },
      {
        headerName: t('classroom-management.column.actions'),
        colId: 'actions',
        width: 220,
        cellRenderer: ({ data }: { data: WaitingListEntry | undefined }) =>
          data ? (
            <span className="atr-row-actions">
              {/* An order is a customer's: a person waiting without one is enrolled by adding them instead. */}
              {data.customerId !== null && (
                <Button
                  variant="link"
                  data-main-action
                  aria-label={t('classroom-management.waiting.enrol', { name: data.name ?? data.userId })}
                  onClick={() => void enrol(data)}
                >
                  {t('classroom-management.waiting.enrolShort')}
                </Button>
              )}
              <Button
                variant="link"
                aria-label={t('classroom-management.editParticipant', { name: data.name ?? data.userId })}
                onClick={() => setEditing(data)}
              >
                {t('classroom-management.editShort')}
              </Button>
              <Button
                variant="link"
                aria-label={t('classroom-management.waiting.remove', { name: data.name ?? data.userId })}
                onClick={() => void remove(data)}
              >
                {t('classroom-management.remove')}
              </Button>
            </span>
          ) : null,
      },
    ];
  }, [t, instanceId, reload]);

  return (
    <section className="atr-section">
      <h2>{t('classroom-management.waitingList', { count: entries.length })}</h2>
      <DataGrid ariaLabel={t('classroom-management.waitingListGrid')} rows={entries} columns={columns} getRowId={(row) => String(row.id)} />
      {editing && (
        <ParticipantEditDialog
          instanceId={instanceId}
          target={{ kind: 'waitingList', entry: editing }}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
