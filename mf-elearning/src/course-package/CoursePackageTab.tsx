import { packageEndpoints, UPLOAD_ERRORS, type PackageSummary, type PackageType } from '@atrium/elearning-contract';
import { callEndpoint, ConfirmDialog, FileUploadInput, Select, toast, useHasRole, useT, type UploadProgress } from '@atrium/shared-ui';
import { useState } from 'react';
import { canUpdatePackage, type CurrentPackage } from './package-choice';
import { PackagesByStatus } from './PackagesByStatus';
import { PackagesByType } from './PackagesByType';
import { RemoteScormPanel } from './RemoteScormPanel';
import { ScormMigration } from './ScormMigration';
import { PackageUploadError, uploadCoursePackage } from './upload-course-package';
// The upload texts shared with the package admin screen live in the area's messages.
import '../messages';
import './messages';

export interface CoursePackageTabProps {
  ecourseId: number;
  current: CurrentPackage | null;
  /** The course plays an internal (epkg) package, which cannot be updated by upload. */
  hasEpkg: boolean;
  /** From the course's scorm details: set when it plays a SCORM package, which may need migration. */
  scormCourseId?: number | null;
  onChanged: () => void;
}

// Document 001 §8's texts, keyed so they read in the user's language.
const ERROR_KEYS: Record<string, string> = {
  [UPLOAD_ERRORS.onlyZip]: 'scorm.upload.onlyZip',
  [UPLOAD_ERRORS.noUploadUrl]: 'ecourse.package.noUploadUrl',
  [UPLOAD_ERRORS.importFailed]: 'ecourse.package.importFailed',
  [UPLOAD_ERRORS.incompatible]: 'ecourse.package.incompatible',
  [UPLOAD_ERRORS.updateFailed]: 'ecourse.package.updateFailed',
  [UPLOAD_ERRORS.tooManyOpen]: 'ecourse.package.tooManyUploads',
};

function showFailure(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const key = ERROR_KEYS[message];
  if (key) toast.error(key);
  else
    toast.error('scorm.upload.failed', { message: error instanceof PackageUploadError ? message : message || UPLOAD_ERRORS.importFailed });
}

/**
 * The scorm/course package tab of the e-course editor: upload new or updated packages, or choose one.
 * Platform admins also choose among every package by status, and say which customers play the course
 * from their own LMS (remote SCORM).
 */
export function CoursePackageTab({ ecourseId, current, hasEpkg, scormCourseId = null, onChanged }: CoursePackageTabProps) {
  const t = useT();
  const isPlatformAdmin = useHasRole('atrium');
  const updatable = canUpdatePackage(current, hasEpkg);
  const [mode, setMode] = useState<'new' | 'update'>('new');
  const [kind, setKind] = useState<'scorm' | 'cmi5'>('scorm');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [pending, setPending] = useState<{ type: PackageType; packageId: number } | null>(null);

  const select = async (choice: { type: PackageType; packageId: number }) => {
    setPending(null);
    try {
      await callEndpoint(packageEndpoints.select, { body: { packageType: choice.type, packageId: choice.packageId, ecourseId } });
      toast.success('ecourse.package.selected');
      onChanged();
    } catch (error) {
      showFailure(error);
    }
  };
  // Document 001 §8: moving a course to another package loses the learners' progress, so it asks first.
  const choose = (choice: { type: PackageType; packageId: number }) => {
    if (current && current.packageId !== choice.packageId) setPending(choice);
    else if (!current) void select(choice);
  };
  const chooseListed = (chosen: PackageSummary) => choose({ type: chosen.type, packageId: chosen.id });

  const upload = async (file: File) => {
    setProgress({ loaded: 0, total: file.size });
    try {
      const result = await uploadCoursePackage(
        file,
        mode === 'update' && updatable ? { mode: 'update', ...current } : { mode: 'new', kind },
        setProgress,
      );
      if (result.outcome === 'created') {
        toast.success('ecourse.package.imported');
        choose({ type: result.type, packageId: result.id });
      } else {
        toast.success('ecourse.package.updated');
        onChanged();
      }
    } catch (error) {
      showFailure(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="atr-course-package">
      <h2>{t('ecourse.package.title')}</h2>
      <p data-testid="current-package">
        {current
          ? t('ecourse.package.current', { type: t(`ecourse.package.type.${current.type}`), id: current.packageId })
          : t('ecourse.package.none')}
      </p>
      {scormCourseId !== null && <ScormMigration ecourseId={ecourseId} scormCourseId={scormCourseId} onMigrated={onChanged} />}
      <fieldset>
        <legend>{t('ecourse.package.upload')}</legend>
        {updatable && (
          <Select
            label={t('ecourse.package.uploadMode')}
            value={mode}
            options={[
              { value: 'new', label: t('ecourse.package.mode.new') },
              { value: 'update', label: t('ecourse.package.mode.update') },
            ]}
            onChange={(event) => setMode(event.target.value as 'new' | 'update')}
          />
        )}
        {(mode === 'new' || !updatable) && (
          <Select
            label={t('ecourse.package.kind')}
            value={kind}
            options={[
              { value: 'scorm', label: t('ecourse.package.kind.scorm') },
              { value: 'cmi5', label: t('ecourse.package.kind.cmi5') },
            ]}
            onChange={(event) => setKind(event.target.value as 'scorm' | 'cmi5')}
          />
        )}
        <FileUploadInput
          label={t('ecourse.package.file')}
          accept=".zip,application/zip"
          progress={progress}
          onFile={(file) => void upload(file)}
        />
      </fieldset>
      <PackagesByType onChoose={chooseListed} />
      {isPlatformAdmin && <PackagesByStatus onChoose={chooseListed} />}
      {isPlatformAdmin && <RemoteScormPanel ecourseId={ecourseId} hasPackage={current !== null} />}
      <ConfirmDialog
        open={pending !== null}
        title={t('ecourse.package.change.title')}
        message={t('ecourse.package.change.message')}
        confirmLabel={t('ecourse.package.change.confirm')}
        onConfirm={() => pending && void select(pending)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
