import { LinkedFilesPanel } from '../../media/LinkedFilesPanel';
import { coursePath } from '../course-paths';

/** courseMaterial: the course's files. */
export function CourseMaterialTab({ courseId }: { courseId: number }) {
  return (
    <LinkedFilesPanel
      base={coursePath(courseId)}
      listKey="courses.classroom.file.list"
      removeQuestionKey="courses.classroom.file.removeQuestion"
    />
  );
}
