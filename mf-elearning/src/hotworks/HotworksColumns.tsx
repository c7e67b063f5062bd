import type { Hotwork } from '@atrium/elearning-contract';
import { Link, type ColDef, formatDate } from '@atrium/shared-ui';

function NameCell({ data }: { data?: Hotwork }) {
  if (!data) return null;
  return <Link href={`/hotworks/${data.id}`}>{data.name}</Link>;
}

export function hotworksColumns(t: (key: string) => string, customerName: (id: number | null) => string): ColDef<Hotwork>[] {
  const yesNo = (value: boolean | undefined) => (value === undefined ? '' : t(value ? 'hotworks.yes' : 'hotworks.no'));
  const flag = (key: 'receivedProofOfFireDrill' | 'sentToCustomer' | 'sentFire' | 'completed', width = 130): ColDef<Hotwork> => ({
    headerName: t(`hotworks.field.${key}`),
    colId: key,
    width,
    valueGetter: ({ data }) => yesNo(data?.[key]),
  });
  return [
    { headerName: t('hotworks.field.name'), field: 'name', flex: 2, minWidth: 180, cellRenderer: NameCell },
    {
      headerName: t('hotworks.field.customer'),
      colId: 'customer',
      flex: 1,
      minWidth: 160,
      valueGetter: ({ data }) => (data ? customerName(data.customerId) : ''),
    },
    {
      headerName: t('hotworks.field.courseDate'),
      colId: 'courseDate',
      width: 130,
      valueGetter: ({ data }) => formatDate(data?.courseDate),
      comparator: compareDisplayedDays,
    },
    { headerName: t('hotworks.field.certificateNumber'), field: 'certificateNumber', width: 150 },
    flag('receivedProofOfFireDrill', 150),
    {
      headerName: t('hotworks.field.fireDrillDate'),
      colId: 'fireDrillDate',
      width: 140,
      valueGetter: ({ data }) => formatDate(data?.fireDrillDate),
      comparator: compareDisplayedDays,
    },
    flag('sentToCustomer'),
    flag('sentFire'),
    flag('completed', 120),
  ];
}

// DD.MM.YYYY does not sort as text; compare it as yyyy-MM-dd.
function compareDisplayedDays(a: string, b: string): number {
  const iso = (day: string) => day.split('.').reverse().join('-');
  return iso(a).localeCompare(iso(b));
}
