import { currentStoreSchema, packageListTypeSchema, type PackageSummary } from '@atrium/elearning-contract';
import { ErrorPanel, useApiData, useT } from '@atrium/shared-ui';
import { PackageChooser } from './PackageChooser';
import './messages';

const API = '/api/elearning/data';
const TYPES = packageListTypeSchema.options.map((value) => ({ value, label: value }));

/**
 * Document 001 §7: the chooser lists the packages of the customer that owns the learning site's packages
 * (the owner differs on the Swedish site), so it reads the store before it lists anything.
 */
export function PackagesByType({ onChoose }: { onChoose: (chosen: PackageSummary) => void }) {
  const t = useT();
  const store = useApiData(`${API}/store/getCurrentStore`, currentStoreSchema);
  if (store.error) return <ErrorPanel error={store.error} onRetry={store.reload} />;
  const owner = store.data?.packageOwnerCustomerId;
  return (
    <PackageChooser
      title={t('ecourse.package.choose')}
      filterLabel={t('ecourse.package.listType')}
      filters={TYPES}
      initialFilter="scorm2004"
      sourceOf={(type) =>
        owner === undefined ? null : { path: `${API}/ecourses/xapi/coursecontent/${type}`, query: `?ownerCustomerId=${owner}` }
      }
      emptyText={t('ecourse.package.noPackages')}
      onChoose={onChoose}
    />
  );
}
