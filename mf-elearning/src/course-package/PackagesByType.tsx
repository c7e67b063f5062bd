import { packageListTypeSchema, storeEndpoints, type PackageSummary } from '@atrium/elearning-contract';
import { ErrorPanel, useEndpoint, useT } from '@atrium/shared-ui';
import { PackageChooser } from './PackageChooser';
import './messages';

const TYPES = packageListTypeSchema.options.map((value) => ({ value, label: value }));

/**
 * Document 001 §7: the chooser lists the packages of the customer that owns the learning site's packages
 * (the owner differs on the Swedish site), so it reads the store before it lists anything.
 */
export function PackagesByType({ onChoose }: { onChoose: (chosen: PackageSummary) => void }) {
  const t = useT();
  const store = useEndpoint(storeEndpoints.current, {});
  if (store.error) return <ErrorPanel error={store.error} onRetry={store.reload} />;
  const owner = store.data?.packageOwnerCustomerId;
  return (
    <PackageChooser
      title={t('ecourse.package.choose')}
      filterLabel={t('ecourse.package.listType')}
      filters={TYPES}
      initialFilter="scorm2004"
      listOf={(type) => (owner === undefined ? null : { by: 'type', type, ownerCustomerId: owner })}
      emptyText={t('ecourse.package.noPackages')}
      onChoose={onChoose}
    />
  );
}
