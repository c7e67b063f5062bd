import type { ClassroomCourseGeneralInput } from '@atrium/classroom-contract';
import { classroomDb } from '../src/db';
import type { Kysely } from 'kysely';

export function generalData(overrides: Partial<ClassroomCourseGeneralInput> = {}): ClassroomCourseGeneralInput {
  return {
    internalName: 'Varme arbeider',
    courseProviderId: null,
    courseLanguages: ['nb_NO', 'en_US'],
    skus: { nb_NO: '100100-NO', en_US: '100100-EN' },
    length: { days: 2, hours: 0, minutes: 0 },
    numParticipants: { minParticipants: 4, maxParticipants: 16 },
    courseTags: ['Brann'],
    courseResponsible: null,
    subjectResponsible: null,
    classroomCourseFlags: {
      diplomaDisabled: false,
      canPurchase: true,
      certificateDisabled: false,
      competenceCalculationValue: 36,
      competenceCalculationMethod: 'months',
    },
    diplomaTemplateId: null,
    courseDateTimes: '08:00-16:00,08:30-15:00',
    ...overrides,
  };
}

/** A provider whose default diploma template is the second of its two templates. */
export async function insertProvider(shared: Kysely<any>, name = 'Atrium Kurs AS') {
  const db = classroomDb(shared);
  const provider = await db
    .insertInto('course_provider')
    .values({ name, default_diploma_template_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const templates = await db
    .insertInto('diploma_template')
    .values([
      { course_provider_id: provider.id, name: 'Plain' },
      { course_provider_id: provider.id, name: 'Standard' },
    ])
    .returning('id')
    .execute();
  const defaultTemplateId = templates[1]!.id;
  await db.updateTable('course_provider').set({ default_diploma_template_id: defaultTemplateId }).where('id', '=', provider.id).execute();
  return { providerId: provider.id, defaultTemplateId, otherTemplateId: templates[0]!.id };
}
