import { formatMoney, type ColDef } from '@atrium/shared-ui';
import type { ClassroomCourseListItem } from '@atrium/classroom-contract';
import { CourseLinksCell } from './CourseLinksCell';

export function courseColumns(t: (key: string) => string, locale: string): ColDef<ClassroomCourseListItem>[] {
  return [
    { headerName: t('clcourses.column.id'), field: 'id', width: 90 },
    { headerName: t('clcourses.column.internalName'), field: 'internalName', flex: 2, minWidth: 220 },
    { headerName: t('clcourses.column.productId'), field: 'productId', width: 170 },
    {
      headerName: t('clcourses.column.price'),
      colId: 'price',
      width: 150,
      type: 'rightAligned',
      valueGetter: ({ data }) => (data?.price ? formatMoney(data.price.value, data.price.currency, locale) : ''),
    },
    {
      headerName: t('clcourses.column.productCategories'),
      colId: 'productCategories',
      flex: 1,
      minWidth: 180,
      valueGetter: ({ data }) => data?.productCategories.join(', ') ?? '',
    },
    { headerName: t('clcourses.column.actions'), colId: 'actions', width: 520, sortable: false, cellRenderer: CourseLinksCell },
  ];
}
