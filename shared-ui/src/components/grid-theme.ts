import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';

// Registered once per page: shared-ui is a federation singleton, so every remote's grid shares it.
ModuleRegistry.registerModules([AllCommunityModule]);

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
