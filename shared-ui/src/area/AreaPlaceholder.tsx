import { Page } from '../components/Page';
import { useT } from '../i18n/useT';

/** The page of an area whose screens are not built yet. */
export function AreaPlaceholder({ area }: { area: string }) {
  const t = useT();
  const label = __ATRIUM_BUILD_LABEL__;
  return (
    <Page title={t(`area.name.${area}`)}>
      <p>{t('area.placeholder', { area: t(`area.name.${area}`) })}</p>
      {label && <p data-testid="build-label">{label}</p>}
    </Page>
  );
}
