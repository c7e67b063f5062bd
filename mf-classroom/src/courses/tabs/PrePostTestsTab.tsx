import { useState } from 'react';
import { Button, callEndpoint, ErrorPanel, Spinner, TextField, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { courseTestEndpoints, updateClassroomCourseTestSchema, type ClassroomCourseTest } from '@atrium/classroom-contract';

function TestRow({
  courseId,
  test,
  label,
  onSaved,
}: {
  courseId: number;
  test: Omit<ClassroomCourseTest, 'id'> & { id?: number };
  label: string;
  onSaved: () => void;
}) {
  const t = useT();
  const [questionSetId, setQuestionSetId] = useState(test.questionSetId === null ? '' : String(test.questionSetId));
  const save = async () => {
    const body = updateClassroomCourseTestSchema.safeParse({
      classroomCourseId: courseId,
      test: { ...test, questionSetId: questionSetId === '' ? null : Number(questionSetId) },
    });
    if (!body.success) return void toast.error('courses.classroom.invalid.questionSet');
    try {
      await callEndpoint(courseTestEndpoints.update, { body: body.data });
      toast.success('saved');
      onSaved();
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
  };
  return (
    <div className="atr-toolbar">
      <TextField label={label} inputMode="numeric" value={questionSetId} onChange={(e) => setQuestionSetId(e.target.value)} />
      <Button onClick={() => void save()}>{t('common.save')}</Button>
    </div>
  );
}

/** prePostTests: the pre-test and the exams, each pointing at a question set. */
export function PrePostTestsTab({ courseId, uuid }: { courseId: number; uuid: string }) {
  const t = useT();
  const tests = useEndpoint(courseTestEndpoints.list, { params: { uuid } });
  if (tests.error) return <ErrorPanel error={tests.error} onRetry={tests.reload} />;
  if (!tests.data) return <Spinner />;
  const { preTest, exams } = tests.data.classroomCourseTests;

  const addExam = async () => {
    try {
      await callEndpoint(courseTestEndpoints.addExam, { params: { uuid } });
      tests.reload();
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
  };

  return (
    <div>
      <TestRow
        courseId={courseId}
        test={preTest ?? { testType: 'preTest', questionSetId: null }}
        label={t('courses.classroom.tests.preTest')}
        onSaved={tests.reload}
      />
      {exams.map((exam, index) => (
        <TestRow
          key={exam.id}
          courseId={courseId}
          test={exam}
          label={t('courses.classroom.tests.exam', { n: index + 1 })}
          onSaved={tests.reload}
        />
      ))}
      <Button onClick={() => void addExam()}>{t('courses.classroom.tests.addExam')}</Button>
    </div>
  );
}
