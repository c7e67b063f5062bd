import { courseLookupEndpoints, type CoursePackageEcourse } from '@atrium/classroom-contract';
import { callEndpoint, PICKER_DELAY_MS, PICKER_MIN_LENGTH, RemoveButton, SearchPicker, useT, type ComboboxOption } from '@atrium/shared-ui';
import './messages';

const searchEcourses = (q: string, signal: AbortSignal) => callEndpoint(courseLookupEndpoints.ecourses, { query: { q } }, { signal });
const ecourseOption = (ecourse: { id: number; name: string }): ComboboxOption => ({
  id: String(ecourse.id),
  label: `${ecourse.name} (${ecourse.id})`,
});

interface PackageEcoursesFieldProps {
  selected: readonly CoursePackageEcourse[];
  onChange: (selected: CoursePackageEcourse[]) => void;
  error?: string | undefined;
}

/** The e-courses a course package gives access to (document 000 §3): found by name, listed once each. */
export function PackageEcoursesField({ selected, onChange, error }: PackageEcoursesFieldProps) {
  const t = useT();
  const nameOf = (ecourse: CoursePackageEcourse) => ecourse.name ?? t('courses.course-package.eCourses.unknown', { id: ecourse.id });
  return (
    <fieldset className="atr-fieldset">
      <legend>{t('courses.course-package.eCourses')}</legend>
      {selected.length === 0 ? (
        <p>{t('courses.course-package.eCourses.none')}</p>
      ) : (
        <ul aria-label={t('courses.course-package.eCourses')}>
          {selected.map((ecourse) => (
            <li key={ecourse.id}>
              {nameOf(ecourse)}{' '}
              <RemoveButton
                label={t('courses.course-package.eCourses.remove', { name: nameOf(ecourse) })}
                onClick={() => onChange(selected.filter((other) => other.id !== ecourse.id))}
              />
            </li>
          ))}
        </ul>
      )}
      <SearchPicker
        label={t('courses.course-package.eCourses.add')}
        value={null}
        onChange={(ecourse) => ecourse && !selected.some((other) => other.id === ecourse.id) && onChange([...selected, ecourse])}
        optionOf={ecourseOption}
        search={searchEcourses}
        delayMs={PICKER_DELAY_MS}
        minLength={PICKER_MIN_LENGTH}
        error={error}
      />
    </fieldset>
  );
}
