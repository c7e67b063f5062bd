import { useT } from '../i18n/use-t';
import { DeadEndPanel, type DeadEnd } from './DeadEndPanel';
import { Page } from './Page';

/** A whole page for a route the person may not open (`noaccess`) or that does not exist (`notfound`). */
export function DeadEndPage({ kind }: { kind: DeadEnd }) {
  const t = useT();
  return (
    <Page title={t(`${kind}.title`)}>
      <DeadEndPanel kind={kind} />
    </Page>
  );
}
