import { packageEndpoints } from '@atrium/elearning-contract';
import { ApiError, Button, callEndpoint, useT } from '@atrium/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import './messages';

/**
 * Document 001 §4: when the migration check of the course's SCORM package answers 404, migration is
 * offered; after migrating the check runs again. A failed migration can be tried again (§8).
 */
export function ScormMigration({
  ecourseId,
  scormCourseId,
  onMigrated,
}: {
  ecourseId: number;
  scormCourseId: number;
  onMigrated: () => void;
}) {
  const t = useT();
  const [state, setState] = useState<'checking' | 'migrated' | 'offered' | 'migrating'>('checking');

  const check = useCallback(
    () =>
      callEndpoint(packageEndpoints.checkForMigratedScorm, { params: { scormCourseId } }).then(
        () => setState('migrated'),
        (error: unknown) => setState(error instanceof ApiError && error.status === 404 ? 'offered' : 'migrated'),
      ),
    [scormCourseId],
  );
  useEffect(() => {
    void check();
  }, [check]);

  const migrate = async () => {
    setState('migrating');
    try {
      await callEndpoint(packageEndpoints.migrateScorm, { params: { ecourseId } });
      onMigrated();
      await check();
    } catch (error) {
      window.alert(
        t(
          error instanceof ApiError && error.status === 404 ? 'ecourse.package.migration.notAvailable' : 'ecourse.package.migration.failed',
        ),
      );
      setState('offered');
    }
  };

  if (state !== 'offered' && state !== 'migrating') return null;
  return (
    <p role="status">
      {t('ecourse.package.migration.offer')}{' '}
      <Button busy={state === 'migrating'} onClick={() => void migrate()}>
        {t('ecourse.package.migration.migrate')}
      </Button>
    </p>
  );
}
