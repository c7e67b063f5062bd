import { LinkedFilesPanel } from '../../media/LinkedFilesPanel';
import { courseFileEndpoints } from '@atrium/classroom-contract';

/** courseMaterial: the course's files. */
export function CourseMaterialTab({ courseId }: { courseId: number }) {
  return (
    <LinkedFilesPanel
      endpoints={courseFileEndpoints}
      ownerId={courseId}
      listKey="courses.classroom.file.list"
      removeQuestionKey="courses.classroom.file.removeQuestion"
    />
  );
}
