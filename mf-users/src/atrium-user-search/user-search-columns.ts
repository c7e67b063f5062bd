import { formatDate, type ColDef, type TranslateFn } from '@atrium/shared-ui';
import type { AtriumUserSearchRow } from '@atrium/users-contract';
import { UserNameCell } from './UserNameCell';
import { UserRowActionsCell, type UserRowActions } from './UserRowActionsCell';

/** The grid's columns: the user fields of document 002 §3, their customers, and the row actions. */
export function userSearchColumns(t: TranslateFn, actions: UserRowActions): ColDef<AtriumUserSearchRow>[] {
  return [
    { headerName: t('usersearch.column.name'), colId: 'name', flex: 2, minWidth: 200, sortable: false, cellRenderer: UserNameCell },
    { headerName: t('usersearch.column.username'), field: 'username', flex: 1, minWidth: 150, sortable: false },
    { headerName: t('usersearch.column.email'), field: 'email', flex: 2, minWidth: 200, sortable: false },
    { headerName: t('usersearch.column.phone'), field: 'phone', width: 140, sortable: false },
    {
      headerName: t('usersearch.column.customers'),
      colId: 'customers',
      flex: 2,
      minWidth: 180,
      sortable: false,
      valueGetter: ({ data }) => data?.customers.join(', ') ?? '',
    },
    {
      headerName: t('usersearch.column.created'),
      colId: 'created',
      width: 130,
      sortable: false,
      valueGetter: ({ data }) => (data ? formatDate(data.created) : ''),
    },
    {
      headerName: t('usersearch.column.status'),
      colId: 'status',
      width: 120,
      sortable: false,
      valueGetter: ({ data }) => (data?.deleted ? t('usersearch.status.deleted') : ''),
    },
    {
      headerName: t('usersearch.column.actions'),
      colId: 'actions',
      width: 220,
      sortable: false,
      cellRenderer: UserRowActionsCell,
      cellRendererParams: actions,
    },
  ];
}
