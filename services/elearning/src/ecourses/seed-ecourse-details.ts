import { sql } from 'kysely';
import type { ElearningDb } from '../db';

function isoDay(offsetDays: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

// The demo courses in seed order. Geology is not on sale yet (it can be started, not purchased), so the
// catalogue's "can purchase only" hides it until unticked.
const DETAILS = [
  {
    productId: '200101',
    language: 'en_US',
    categories: ['leisure'],
    tags: ['introduction'],
    canPurchase: true,
    prices: { NOK: 490, SEK: 520, EUR: 45 },
    title: 'Golf explained',
    overview: '<p>The rules and etiquette of golf, hole by hole.</p>',
  },
  {
    productId: '200102',
    language: 'sv_SE',
    categories: ['leisure'],
    tags: ['introduction'],
    canPurchase: true,
    prices: { SEK: 520 },
    title: 'Golf förklarat',
    overview: '<p>Golfens regler och etikett, hål för hål.</p>',
  },
  {
    productId: '200103',
    language: 'en_US',
    categories: ['geology'],
    tags: [],
    canPurchase: false,
    prices: {},
    title: 'Introduction to geology',
    overview: '<p>Rocks, minerals and the forces that shape them.</p>',
  },
  {
    productId: '200104',
    language: 'nb_NO',
    categories: ['safety', 'hse'],
    tags: ['mandatory', 'hse'],
    canPurchase: true,
    prices: { NOK: 1290, EUR: 115 },
    title: 'Arbeid i høyden',
    overview: '<p>Sikring, utstyr og redning ved arbeid i høyden.</p>',
  },
] as const;

// The classroom area's demo course provider (its seed's first), whose courses these are too.
const DEMO_PROVIDER_ID = 1;

/**
 * The demo provider's diploma template that says something (the classroom demo seed writes one's texts), through the
 * views the classroom area publishes, so a company admin's e-learning diploma prints real text (decision 0233); none
 * when the classroom area is not there (this area's tests seed it alone).
 */
async function demoDiplomaTemplateId(db: ElearningDb): Promise<number | null> {
  const published = await sql<{ present: boolean }>`
    select to_regclass('published.classroom_diploma_template_text') is not null as present`.execute(db);
  if (!published.rows[0]?.present) return null;
  const { rows } = await sql<{ id: number }>`
    select t.id from published.classroom_diploma_template t
    where t.course_provider_id = ${DEMO_PROVIDER_ID}
      and exists (select 1 from published.classroom_diploma_template_text x where x.template_id = t.id and x.body <> '')
    order by t.id limit 1`.execute(db);
  return rows[0]?.id ?? null;
}

/** The form fields, a price valid now (and an expired one), a text and the publications of the demo e-courses. */
export async function seedDemoEcourseDetails(db: ElearningDb, courseIds: readonly number[]): Promise<void> {
  const publications = await db.selectFrom('publication').select('id').orderBy('id').execute();
  const diplomaTemplateId = await demoDiplomaTemplateId(db);
  for (const [index, ecourseId] of courseIds.entries()) {
    const demo = DETAILS[index];
    if (!demo) continue;
    await db
      .updateTable('ecourse')
      .set({
        product_id: demo.productId,
        course_language: demo.language,
        length_hours: 1,
        length_minutes: 30,
        days_available: 365,
        course_tags: [...demo.tags],
        product_categories: [...demo.categories],
        sku: `EL-${demo.productId}`,
        course_provider_id: DEMO_PROVIDER_ID,
        diploma_template_id: diplomaTemplateId,
        can_purchase: demo.canPurchase,
        competence_calculation_method: 'months',
        competence_calculation_months: 24,
      })
      .where('id', '=', ecourseId)
      .execute();
    const prices = Object.entries(demo.prices).flatMap(([currency, major]) =>
      [
        { from_date: isoDay(-400), to_date: isoDay(-200), value: Math.round(major * 90) },
        { from_date: isoDay(-199), to_date: isoDay(365), value: major * 100 },
      ].map((period) => ({ ...period, ecourse_id: ecourseId, currency: currency as 'NOK' | 'SEK' | 'EUR' })),
    );
    if (prices.length > 0) await db.insertInto('ecourse_price').values(prices).execute();
    await db
      .insertInto('ecourse_text')
      .values({
        ecourse_id: ecourseId,
        locale: demo.language,
        course_text_main_title: demo.title,
        course_text_main: demo.overview,
        course_text_overview: demo.overview,
      })
      .execute();
    await db
      .insertInto('ecourse_publication')
      .values(publications.slice(0, 2).map((publication) => ({ ecourse_id: ecourseId, publication_id: publication.id })))
      .execute();
  }
}
