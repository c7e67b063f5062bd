import { Checkbox, useT } from '@atrium/shared-ui';
import type { CoursePackageFile } from '@atrium/classroom-contract';

interface PackageFilesFieldProps {
  /** Files that can be chosen: the course material plus any already in the package. */
  files: readonly CoursePackageFile[];
  selected: readonly number[];
  onChange(selected: number[]): void;
  error?: string | undefined;
}

export function PackageFilesField({ files, selected, onChange, error }: PackageFilesFieldProps) {
  const t = useT();
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((selectedId) => selectedId !== id));
  return (
    <fieldset className="atr-fieldset">
      <legend>{t('courses.course-package.files')}</legend>
      {files.length === 0 && <p>{t('courses.course-package.files.none')}</p>}
      {files.map((file) => (
        <Checkbox
          key={file.id}
          label={`${file.fileName} (${file.id})`}
          checked={selected.includes(file.id)}
          onChange={(event) => toggle(file.id, event.target.checked)}
        />
      ))}
      {error && (
        <p role="alert" className="atr-field-error">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
