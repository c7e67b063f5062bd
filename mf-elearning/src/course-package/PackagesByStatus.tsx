import { PACKAGE_STATUSES, type PackageSummary } from '@atrium/elearning-contract';
import { useT } from '@atrium/shared-ui';
import { PackageChooser } from './PackageChooser';
import './messages';

/** Document 001 §2, §6 and §9: the platform admin's package selector, every owner's packages by status. */
export function PackagesByStatus({ onChoose }: { onChoose: (chosen: PackageSummary) => void }) {
  const t = useT();
  return (
    <PackageChooser
      title={t('ecourse.package.byStatus')}
      filterLabel={t('ecourse.package.statusFilter')}
      filters={PACKAGE_STATUSES.map((value) => ({ value, label: t(`ecourse.package.status.${value}`) }))}
      initialFilter="development"
      listOf={(status) => ({ by: 'status', status })}
      emptyText={t('ecourse.package.noPackagesWithStatus')}
      onChoose={onChoose}
    />
  );
}
