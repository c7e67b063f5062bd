import type { EcourseCatalogueItem } from '@atrium/elearning-contract';
import { formatAverage, formatMoney, type ColDef } from '@atrium/shared-ui';
import { CatalogueActionsCell } from './CatalogueActionsCell';

export function catalogueColumns(t: (key: string) => string, locale: string): ColDef<EcourseCatalogueItem>[] {
  return [
    { headerName: t('ecourses.column.id'), colId: 'id', width: 90, valueGetter: ({ data }) => data?.elearning.id },
    {
      headerName: t('ecourses.column.internalName'),
      colId: 'internalName',
      flex: 2,
      minWidth: 220,
      valueGetter: ({ data }) => data?.elearning.internalName,
    },
    {
      headerName: t('ecourses.column.language'),
      colId: 'language',
      width: 120,
      valueGetter: ({ data }) => (data?.language ? t(`ecourses.language.${data.language}`) : ''),
    },
    {
      headerName: t('ecourses.column.productCategories'),
      colId: 'productCategories',
      flex: 1,
      minWidth: 160,
      valueGetter: ({ data }) => data?.productCategories.map((key) => t(`ecourses.productCategory.${key}`)).join(', ') ?? '',
    },
    {
      headerName: t('ecourses.column.price'),
      colId: 'price',
      width: 130,
      type: 'rightAligned',
      valueGetter: ({ data }) => (data?.price ? formatMoney(data.price.value, data.price.currency, locale) : ''),
    },
    {
      headerName: t('ecourses.column.rating'),
      colId: 'rating',
      width: 110,
      type: 'rightAligned',
      valueGetter: ({ data }) => (data ? formatAverage(data.elearning.rating, locale) : ''),
    },
    {
      headerName: t('ecourses.column.numEvals'),
      colId: 'numEvals',
      width: 130,
      type: 'rightAligned',
      valueGetter: ({ data }) => data?.elearning.numEvals,
    },
    { headerName: t('ecourses.column.actions'), colId: 'actions', width: 400, sortable: false, cellRenderer: CatalogueActionsCell },
  ];
}
