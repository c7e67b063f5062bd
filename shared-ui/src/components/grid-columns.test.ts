import type { ColDef } from 'ag-grid-community';
import { responsiveColumns } from './grid-columns';

interface Row {
  name: string;
  email: string;
  phone: string;
}

const columns: ColDef<Row>[] = [
  { colId: 'select', width: 50 },
  { field: 'name', flex: 1 },
  { field: 'email', width: 200, context: { priority: 2 } },
  { field: 'phone', width: 150, context: { priority: 3 } },
  { colId: 'actions', width: 220 },
];

const shown = (width: number) =>
  responsiveColumns(columns, width)
    .filter((column) => !column.hide)
    .map((column) => column.colId ?? column.field);

describe('responsiveColumns', () => {
  it('pins the row actions right and the selection left on a wide grid', () => {
    const wide = responsiveColumns(columns, 1366);
    expect(wide.map((column) => column.pinned ?? null)).toEqual(['left', null, null, null, 'right']);
    expect(shown(1366)).toEqual(['select', 'name', 'email', 'phone', 'actions']);
  });

  it('hides columns by priority as the grid narrows', () => {
    expect(shown(900)).toEqual(['select', 'name', 'phone', 'actions']);
    expect(shown(390)).toEqual(['select', 'name', 'actions']);
  });

  it('pins nothing on a phone, where the grid scrolls sideways as one', () => {
    expect(responsiveColumns(columns, 390).map((column) => column.pinned ?? null)).toEqual([null, null, null, null, null]);
  });

  it('lets shared-width columns shrink only to a floor, and keeps what a screen set itself', () => {
    expect(responsiveColumns(columns, 1366)[1]!.minWidth).toBe(120);
    const own: ColDef<Row>[] = [{ colId: 'actions', pinned: 'left', hide: false, context: { priority: 3 } }];
    expect(responsiveColumns(own, 390)[0]).toEqual(own[0]);
  });

  it('counts a grid not measured yet as wide', () => {
    expect(shown(0)).toEqual(['select', 'name', 'email', 'phone', 'actions']);
  });
});
