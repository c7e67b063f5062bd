import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  Button,
  callEndpoint,
  ErrorPanel,
  fieldErrorsOf,
  Page,
  Spinner,
  toast,
  useEndpoint,
  useT,
  useIdempotencyKey,
} from '@atrium/shared-ui';
import { classroomCourseEndpoints, copyOfCourse } from '@atrium/classroom-contract';
import { routes } from '../course-paths';
import { draftOf, emptyDraft, validateDraft, type CourseDraft, type DraftErrors } from '../general/course-draft';
import { GeneralFields } from '../general/GeneralFields';
import { TechnicalFields } from '../general/TechnicalFields';

interface Props {
  /** The general course the template is made from. */
  courseId: number;
  /** Copy: the course to copy from. */
  copyOf?: number;
}

/** /clcourse/new/:courseId and /clcourse/copy/:id/:courseId: general data first, then the edit page. */
export function CourseCreatePage({ courseId, copyOf }: Props) {
  const t = useT();
  const original = useEndpoint(classroomCourseEndpoints.get, copyOf === undefined ? null : { params: { id: copyOf } });
  const [draft, setDraft] = useState<CourseDraft | null>(copyOf === undefined ? emptyDraft(courseId || null) : null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const idempotency = useIdempotencyKey();

  // A copy starts from the original without its id and internal name (document 000 §4).
  useEffect(() => {
    if (original.data) setDraft(draftOf({ ...copyOfCourse(original.data), courseId: courseId || original.data.courseId }));
  }, [original.data, courseId]);

  if (original.error) return <ErrorPanel error={original.error} onRetry={original.reload} />;
  if (!draft) return <Spinner />;

  const save = async () => {
    const { body, errors: found } = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const headers = idempotency;
      const created = await (copyOf === undefined
        ? callEndpoint(classroomCourseEndpoints.create, { body }, { headers })
        : callEndpoint(classroomCourseEndpoints.copy, { params: { id: copyOf }, body }, { headers }));
      toast.success(copyOf === undefined ? 'courses.classroom.created.notification' : 'notification.copiedtemplate');
      navigateToUrl(routes.edit(created.id));
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast.error('courses.classroom.saveFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t(copyOf === undefined ? 'courses.classroom.new.title' : 'courses.classroom.copy.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <GeneralFields draft={draft} errors={errors} onChange={setDraft} />
        <h2>{t('courses.classroom.tab.technical')}</h2>
        <TechnicalFields draft={draft} errors={errors} onChange={setDraft} />
        <Button type="submit" variant="primary" busy={busy}>
          {t('common.save')}
        </Button>
      </form>
    </Page>
  );
}
