import { classroomCourseEndpoints, courseLookupEndpoints, courseTextEndpoints } from '@atrium/classroom-contract';
import { callEndpoint, ErrorPanel, Spinner, useEndpoint, useT, useIdempotencyKey } from '@atrium/shared-ui';
import { ecourseEndpoints, type EcourseGeneral } from '@atrium/elearning-contract';
import { EcourseStartForm } from './EcourseStartForm';
import { prefillFromTemplate, textsFromTemplate } from './prefill-from-template';
import './messages';

/** /ecourse/new/:courseId: an e-course made from a classroom course template, its texts included (ARCHITECTURE.md). */
export default function EcourseCreatePage({ courseId }: { courseId: number }) {
  const t = useT();
  const template = useEndpoint(classroomCourseEndpoints.get, { params: { id: courseId } });
  const templateTexts = useEndpoint(courseTextEndpoints.list, { params: { id: courseId } });
  const providers = useEndpoint(courseLookupEndpoints.providers, {});
  const loads = [template, templateTexts, providers];
  const idempotency = useIdempotencyKey();

  const failed = loads.find((load) => load.error);
  if (failed) return <ErrorPanel error={failed.error} onRetry={() => loads.forEach((load) => load.reload())} />;
  if (!template.data || !templateTexts.data || !providers.data) return <Spinner />;

  const texts = textsFromTemplate(templateTexts.data);
  const send = (form: EcourseGeneral) =>
    callEndpoint(
      ecourseEndpoints.createFromCourse,
      { params: { courseId }, body: { ...form, localizedTexts: texts } },
      { headers: idempotency },
    );

  return (
    <EcourseStartForm
      title={t('ecourse.new.title', { name: template.data.internalName })}
      initial={prefillFromTemplate(template.data, providers.data)}
      send={send}
      doneKey="ecourse.created.notification"
    >
      <p data-testid="template-texts">
        {texts.length === 0
          ? t('ecourse.new.noTexts')
          : t('ecourse.new.texts', { languages: texts.map((text) => t(`ecourses.language.${text.locale}`)).join(', ') })}
      </p>
    </EcourseStartForm>
  );
}
