import { instanceTestEndpoints as endpoints, type ClassroomCourseTest, type InstructorCourse } from '@atrium/classroom-contract';
import { Button, callEndpoint, Select, toast, useEndpoint, useT } from '@atrium/shared-ui';

/**
 * The instance's pre-test and exams, each with its task set (document 002 §3, §7; decision 0227). Until the first
 * change they are the course's; the first change gives the instance its own.
 */
export function InstanceTests({ course, reload }: { course: InstructorCourse; reload: () => void }) {
  const t = useT();
  const { instanceId, instanceUUID, classroomCourseTests: tests } = course.details;
  const taskSets = useEndpoint(endpoints.taskSets, { params: { instanceId } });
  const options = (taskSets.data ?? []).map((set) => ({
    value: String(set.id),
    label: set.onInstance ? t('instructor-page.tests.onInstance', { name: set.name }) : set.name,
  }));
  const save = async (test: Pick<ClassroomCourseTest, 'testType'> & { id?: number }, value: string) => {
    try {
      await callEndpoint(endpoints.update, {
        body: { classroomCourseInstanceId: instanceId, test: { ...test, questionSetId: value === '' ? null : Number(value) } },
      });
      toast.success('instructor-page.tests.saved');
      reload();
    } catch {
      toast.error('instructor-page.failed');
    }
  };
  const addExam = async () => {
    try {
      await callEndpoint(endpoints.addExam, { params: { instanceUUID } });
      toast.success('instructor-page.tests.examAdded');
      reload();
    } catch {
      toast.error('instructor-page.failed');
    }
  };
  const picker = (label: string, test: Pick<ClassroomCourseTest, 'testType'> & { id?: number }, value: number | null) => (
    <Select
      key={test.id ?? 'preTest'}
      label={label}
      value={value === null ? '' : String(value)}
      placeholder={t('instructor-page.tests.none')}
      options={options}
      onChange={(event) => void save(test, event.target.value)}
    />
  );
  return (
    <section className="atr-section" aria-labelledby="instructor-tests">
      <h2 id="instructor-tests">{t('instructor-page.tests')}</h2>
      {tests.inherited && <p>{t('instructor-page.tests.inherited')}</p>}
      {picker(
        t('instructor-page.tests.preTest'),
        tests.preTest ? { id: tests.preTest.id, testType: 'preTest' } : { testType: 'preTest' },
        tests.preTest?.questionSetId ?? null,
      )}
      {tests.exams.map((exam, index) =>
        picker(t('instructor-page.tests.exam', { number: index + 1 }), { id: exam.id, testType: 'exam' }, exam.questionSetId),
      )}
      <Button onClick={() => void addExam()}>{t('instructor-page.tests.addExam')}</Button>
    </section>
  );
}
