import { Page, useT } from '@atrium/shared-ui';

export function NotFoundPage() {
  const t = useT();
  return <Page title={t('notfound.title')}>{null}</Page>;
}
