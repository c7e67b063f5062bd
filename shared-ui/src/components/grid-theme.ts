import {
  CellStyleModule,
  ClientSideRowModelModule,
  LocaleModule,
  ModuleRegistry,
  RenderApiModule,
  RowStyleModule,
  themeQuartz,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';

// Registered once per page: shared-ui is a federation singleton, so every remote's grid shares it. Only the
// modules Atrium's grids use (rows given whole, sorting is in the core, cellStyle, rowClass, translated texts, tooltips):
// all of AllCommunityModule's make the grid's download half as big again (299 against 195 KiB compressed). Outside
// production builds ag-grid's ValidationModule names the module a grid option needs when it is missing.
// TooltipModule: a cell cut to fit (the advanced search's course names) shows the whole text on hover.
// RenderApiModule: refreshCells, so cells show what changed columns compute (AgDataGrid.tsx).
ModuleRegistry.registerModules([ClientSideRowModelModule, CellStyleModule, RowStyleModule, LocaleModule, TooltipModule, RenderApiModule]);
if (process.env.NODE_ENV !== 'production') ModuleRegistry.registerModules([ValidationModule]);

/* The Theming API injects its own CSS; the values follow the design tokens in styles.css. */
export const gridTheme = themeQuartz.withParams({
  accentColor: 'var(--atr-color-primary)',
  foregroundColor: 'var(--atr-color-text)',
  backgroundColor: 'var(--atr-color-surface)',
  borderColor: 'var(--atr-color-border-subtle)',
  headerBackgroundColor: 'var(--atr-color-surface-alt)',
  headerTextColor: 'var(--atr-color-text)',
  fontFamily: 'inherit',
  fontSize: 14,
  borderRadius: 4,
  wrapperBorderRadius: 6,
});
