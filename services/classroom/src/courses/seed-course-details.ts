import type { Kysely } from 'kysely';
import { classroomDb } from '../db';

const COMMENTS = [
  [5, 'Svært god instruktør, mye praktiske øvelser.'],
  [4, 'Nyttig kurs, men litt lang teoridel.'],
  [5, 'Bra eksempler fra egen arbeidsplass.'],
  [3, 'Lokalet var for lite for gruppen.'],
  [4, 'Gode slides og tydelig gjennomgang.'],
  [2, 'Fikk ikke kursbevis på e-post.'],
  [5, 'Anbefales!'],
] as const;

const COMPETENCE_CERTIFICATE = [
  ['nb_NO', 'Kompetansebevis', '{name} har fullført {course} ({hours} timer) den {date}.', 'Kari Leder, fagansvarlig'],
  ['sv_SE', 'Kompetensbevis', '{name} har genomfört {course} ({hours} timmar) den {date}.', 'Kari Leder, utbildningsansvarig'],
  ['en_US', 'Certificate of competence', '{name} has completed {course} ({hours} hours) on {date}.', 'Kari Leder, head of training'],
] as const;

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000);
}

/** Provider, diploma templates, texts, evaluations and report access for the demo courses. */
export async function seedCourseDetails(shared: Kysely<any>): Promise<void> {
  const db = classroomDb(shared);
  const provider = await db
    .insertInto('course_provider')
    .values({ name: 'Atrium Kurs AS', default_diploma_template_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const templates = await db
    .insertInto('diploma_template')
    .values([
      { course_provider_id: provider.id, name: 'Standard diplom' },
      { course_provider_id: provider.id, name: 'Kompetansebevis' },
    ])
    .returning('id')
    .execute();
  await db.updateTable('course_provider').set({ default_diploma_template_id: templates[0]!.id }).where('id', '=', provider.id).execute();
  // The competence certificate says something in every language (decision 0233); the demo e-courses print it
  // (the e-learning seed picks the provider's template that has texts), the standard one keeps its plain layout.
  await db
    .insertInto('diploma_template_text')
    .values(
      COMPETENCE_CERTIFICATE.map(([locale, title, body, signature_line]) => ({
        diploma_template_id: templates[1]!.id,
        locale,
        title,
        body,
        signature_line,
      })),
    )
    .execute();
  // The demo courses name provider 1; point them at the real one and its default template.
  await db.updateTable('classroom_course').set({ course_provider_id: provider.id, diploma_template_id: templates[0]!.id }).execute();

  const courses = await db.selectFrom('classroom_course').select(['id', 'internal_name', 'course_languages']).orderBy('id').execute();
  await db
    .insertInto('classroom_course_text')
    .values(
      courses.flatMap((course) =>
        course.course_languages.map((locale) => ({
          classroom_course_id: course.id,
          locale,
          course_text_main_title: course.internal_name,
          course_text_main: `<p><strong>${course.internal_name}</strong> gir deltakerne kunnskap og praktisk trening etter gjeldende regelverk.</p>`,
          course_text_overview: '<ul><li>Teori og regelverk</li><li>Praktiske øvelser</li><li>Avsluttende prøve</li></ul>',
          course_text_participant_info: '<p>Ta med gyldig legitimasjon. Lunsj er inkludert.</p>',
          course_text_competence: '<p>Kompetansen er gyldig i 36 måneder.</p>',
        })),
      ),
    )
    .execute();

  for (const course of courses.slice(0, 3)) {
    await db
      .insertInto('classroom_course_evaluation')
      .values(
        COMMENTS.map(([rating, comment], index) => ({
          classroom_course_id: course.id,
          rating,
          comment,
          starred: index === 0,
          answered: daysAgo(3 + index * 9),
        })),
      )
      .execute();
    // Customers 2 and 3 exist in the company area's demo data.
    await db.updateTable('classroom_course').set({ report_access: true }).where('id', '=', course.id).execute();
    await db
      .insertInto('classroom_course_report_access')
      .values([2, 3].map((customer_id) => ({ classroom_course_id: course.id, customer_id })))
      .execute();
  }
  const first = courses[0];
  if (first) {
    await db
      .insertInto('classroom_course_comment')
      .values({
        classroom_course_id: first.id,
        type: 'note',
        text: 'Husk å bestille brannslukningsutstyr til praksisdelen.',
        author_user_id: null,
        author_name: 'admin',
      })
      .execute();
  }
}
