import { Page } from '../components/Page';
import { useT } from '../i18n/use-t';

/**
 * The page of an area whose screens are not built yet. `buildLabel` must be read in the remote's own
 * code (shared-ui is the shell's copy at run time, so its build constants are the shell's).
 */
export function AreaPlaceholder({ area, buildLabel }: { area: string; buildLabel?: string }) {
  const t = useT();
  const label = buildLabel;
  return (
    <Page title={t(`area.name.${area}`)}>
      <p>{t('area.placeholder', { area: t(`area.name.${area}`) })}</p>
      {label && <p data-testid="build-label">{label}</p>}
    </Page>
  );
}
