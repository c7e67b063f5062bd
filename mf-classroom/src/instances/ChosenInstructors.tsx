import { useT } from '@atrium/shared-ui';
import { instructorFilePath, type Instructor } from '@atrium/users-contract';
import { instructorName } from './lookups';

/**
 * The instructors chosen for a course day, each with the photo the users area holds (decision 0207), so staff see
 * whom they picked; a multiple select cannot show pictures in its options.
 */
export function ChosenInstructors({
  label,
  instructors,
  chosen,
}: {
  label: string;
  instructors: readonly Instructor[];
  chosen: readonly number[];
}) {
  const t = useT();
  const picked = instructors.filter((instructor) => chosen.includes(instructor.id));
  if (picked.length === 0) return null;
  return (
    <ul className="atr-chosen-instructors" aria-label={label}>
      {picked.map((instructor) => (
        <li key={instructor.id}>
          {instructor.photo && (
            <img
              src={instructorFilePath(instructor.id, 'photo')}
              alt={t('instances.instructorPhoto', { name: instructorName(instructor) })}
              width={32}
              height={32}
            />
          )}{' '}
          {instructorName(instructor)}
        </li>
      ))}
    </ul>
  );
}
