import type { Kysely } from 'kysely';
import type { Currency } from '@atrium/classroom-contract';
import { classroomDb } from './db';
import { seedCourseDetails } from './courses/seed-course-details';
import { seedInstanceDemo } from './instances/seed-instances';
import { seedDemoParticipants } from './licenses/seed-participants';

interface DemoCourse {
  name: string;
  categories: string[];
  /** Current price in major units per currency. */
  prices: Partial<Record<Currency, number>>;
  days?: number;
  canPurchase?: boolean;
  languages?: string[];
}

const NO = ['nb_NO'];
const SE = ['sv_SE'];

const DEMO_COURSES: DemoCourse[] = [
  { name: 'Varme arbeider', categories: ['Brann', 'HMS'], prices: { NOK: 3450, SEK: 3900 }, languages: ['nb_NO', 'en_US'] },
  { name: 'Varme arbeider - repetisjon', categories: ['Brann', 'HMS'], prices: { NOK: 2450 } },
  { name: 'Førstehjelp grunnkurs', categories: ['Førstehjelp'], prices: { NOK: 1890.5 } },
  { name: 'Førstehjelp med hjertestarter', categories: ['Førstehjelp'], prices: { NOK: 2190 } },
  { name: 'Stillasmontør 0-5 meter', categories: ['Bygg og anlegg', 'Arbeid i høyden'], prices: { NOK: 6900 }, days: 2 },
  { name: 'Stillasmontør over 5 meter', categories: ['Bygg og anlegg', 'Arbeid i høyden'], prices: { NOK: 9800 }, days: 3 },
  { name: 'Truckførerkurs T1-T4', categories: ['Maskin', 'Truck'], prices: { NOK: 7450 }, days: 3 },
  { name: 'Truckførerkurs T1-T4 - praksis', categories: ['Maskin', 'Truck'], prices: { NOK: 3200 } },
  { name: 'Arbeid på høyspenningsanlegg', categories: ['Elsikkerhet'], prices: { NOK: 5600 }, days: 2 },
  { name: 'Arbeid på lavspenningsanlegg (FSE)', categories: ['Elsikkerhet'], prices: { NOK: 2900 } },
  { name: 'Brannvern', categories: ['Brann'], prices: { NOK: 1650, SEK: 1800 } },
  { name: 'Brannvernleder', categories: ['Brann', 'Ledelse'], prices: { NOK: 4200 }, days: 2 },
  { name: 'Fallsikring', categories: ['Arbeid i høyden'], prices: { NOK: 2750 } },
  { name: 'Arbeidsvarsling 1', categories: ['Vei', 'HMS'], prices: { NOK: 2300 } },
  { name: 'Arbeidsvarsling 2', categories: ['Vei', 'HMS'], prices: { NOK: 4100 }, days: 2 },
  { name: 'Kranfører G4 - bro- og traverskran', categories: ['Maskin', 'Kran'], prices: { NOK: 8900 }, days: 3 },
  { name: 'Kranfører G8 - lastebilkran', categories: ['Maskin', 'Kran'], prices: { NOK: 9900 }, days: 4 },
  { name: 'Anhuker og signalgiver', categories: ['Maskin', 'Kran'], prices: { NOK: 3900 } },
  { name: 'Masseforflytningsmaskiner M1-M6', categories: ['Maskin'], prices: { NOK: 12900 }, days: 5 },
  { name: 'HMS for ledere', categories: ['HMS', 'Ledelse'], prices: { NOK: 6200 }, days: 3 },
  { name: 'HMS grunnkurs for verneombud', categories: ['HMS'], prices: { NOK: 5900 }, days: 5 },
  { name: 'Arbeidsmiljøutvalg (AMU)', categories: ['HMS'], prices: { NOK: 3900 }, days: 2 },
  { name: 'Offshore sikkerhetskurs (GSK)', categories: ['Offshore', 'HMS'], prices: { NOK: 18900 }, days: 4 },
  { name: 'Livbåtfører', categories: ['Offshore'], prices: { NOK: 7600 }, days: 2 },
  { name: 'Gassmåling og gassfarer', categories: ['Offshore', 'HMS'], prices: { NOK: 3400 } },
  { name: 'Arbeid i tanker og lukkede rom', categories: ['HMS'], prices: { NOK: 4300 } },
  { name: 'Rigging og løfteredskap', categories: ['Maskin', 'Kran'], prices: { NOK: 4700 }, canPurchase: false },
  { name: 'Motorsag - grunnkurs', categories: ['Maskin'], prices: { NOK: 2600 } },
  { name: 'Sikkerhetskurs for elektro (internt)', categories: ['Elsikkerhet'], prices: { NOK: 0 }, canPurchase: false },
  { name: 'Diisocyanater - sikker bruk', categories: ['Kjemikalier'], prices: { NOK: 990, SEK: 1100, EUR: 95 } },
  { name: 'Asbestsanering', categories: ['Kjemikalier', 'Bygg og anlegg'], prices: { NOK: 8400 }, days: 3, canPurchase: false },
  { name: 'Sikker jobbanalyse (SJA)', categories: ['HMS'], prices: { NOK: 1450 } },
  { name: 'Heta arbeten', categories: ['Brann'], prices: { SEK: 2900 }, languages: SE },
  { name: 'Första hjälpen och HLR', categories: ['Första hjälpen'], prices: { SEK: 1650 }, languages: SE },
  { name: 'Ställningsbyggnad grundkurs', categories: ['Bygg'], prices: { SEK: 7900 }, days: 3, languages: SE },
  { name: 'Truckkort A+B', categories: ['Maskin', 'Truck'], prices: { SEK: 6400 }, days: 2, languages: SE },
  { name: 'Elsäkerhet enligt ESA', categories: ['Elsäkerhet'], prices: { SEK: 3200 }, languages: SE },
  { name: 'Arbete på väg - steg 1.1', categories: ['Väg'], prices: { SEK: 2100 }, languages: SE, canPurchase: false },
  { name: 'BAM - bättre arbetsmiljö', categories: ['Arbetsmiljö'], prices: { SEK: 8900 }, days: 3, languages: SE },
  { name: 'Brandfarliga arbeten för beställare', categories: ['Brann'], prices: {}, languages: SE },
];

/** The hot-works courses (decision 0263): passing a seat on one makes a hot-works record. */
const HOT_WORKS_COURSES = ['Varme arbeider', 'Heta arbeten'];

function isoDay(offsetDays: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

/** Each priced course gets last year's price (expired), a current one and, for some, next year's (future). */
function pricesFor(courseId: number, course: DemoCourse, index: number) {
  return Object.entries(course.prices).flatMap(([currency, major]) => {
    const value = Math.round(major * 100);
    const periods = [
      { from_date: isoDay(-545), to_date: isoDay(-181), value: Math.round(value * 0.92) },
      { from_date: isoDay(-180), to_date: isoDay(184), value },
      ...(index % 3 === 0 ? [{ from_date: isoDay(185), to_date: isoDay(549), value: Math.round(value * 1.05) }] : []),
    ];
    return periods.map((period) => ({ ...period, classroom_course_id: courseId, currency: currency as Currency }));
  });
}

export async function seedClassroomDemo(shared: Kysely<any>): Promise<void> {
  const db = classroomDb(shared);
  for (const [index, course] of DEMO_COURSES.entries()) {
    const languages = course.languages ?? NO;
    const productId = String(100100 + index * 7);
    const { id } = await db
      .insertInto('classroom_course')
      .values({
        internal_name: course.name,
        course_provider_id: 1,
        course_languages: languages,
        skus: Object.fromEntries(languages.map((locale) => [locale, `${productId}-${locale.slice(0, 2).toUpperCase()}`])),
        length_days: course.days ?? 1,
        min_participants: 4,
        max_participants: 16,
        can_purchase: course.canPurchase ?? true,
        competence_calculation_value: 36,
        competence_calculation_method: 'months',
        course_date_times: Array.from({ length: course.days ?? 1 }, () => '08:00-16:00').join(','),
        product_id: index % 10 === 9 ? null : productId,
        product_categories: course.categories,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const prices = pricesFor(id, course, index);
    if (prices.length > 0) await db.insertInto('classroom_course_price').values(prices).execute();
  }
  await seedCourseDetails(shared);
  await seedInstanceDemo(shared);
  await seedDemoParticipants(shared);
  // Flagged once the seats are in, so the seeded results make no records: the users area seeds the names after this
  // one, and the e-learning area's demo seed links the hot-works records it holds for those seats itself (decision 0256).
  await db.updateTable('classroom_course').set({ hot_works: true }).where('internal_name', 'in', HOT_WORKS_COURSES).execute();
}
