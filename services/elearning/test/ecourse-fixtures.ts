import type { FastifyInstance } from 'fastify';
import type { EcourseFromCourse, EcourseGeneral } from '@atrium/elearning-contract';

/** A complete form body; each test changes what it is about. */
export function generalBody(overrides: Partial<EcourseGeneral> = {}): EcourseGeneral {
  return {
    internalName: 'Fallsikring',
    courseLanguage: 'nb_NO',
    length: { hours: 1, minutes: 30 },
    daysAvailable: 365,
    courseTags: ['hse'],
    userVerificationTags: ['photoId'],
    productCategories: ['safety'],
    sku: 'EL-1',
    courseProviderId: 1,
    diplomaTemplateId: 2,
    eLearningCourseFlags: { canStart: true, canPurchase: true, availableOfflineApp: true, disableEvaluation: false, hotWorks: false },
    competenceCalculation: { method: 'months', months: 24 },
    skipLandingPage: false,
    ...overrides,
  };
}

/** Creates an e-course from classroom course 7 through the API and returns its id. */
export async function createEcourse(app: FastifyInstance, cookie: string, body: Partial<EcourseFromCourse> = {}): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/elearning/data/ecourses/createFromCourse/7',
    headers: { cookie },
    payload: { ...generalBody(), ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}
