import { sql, type Kysely } from 'kysely';
import type { ImportCourseChoices } from '@atrium/users-contract';

type Titles = Record<string, string>;
// A course's title in the page's language, else its internal name (the texts of a language may be missing).
const titleIn = (titles: Titles, name: string, locale: string) => titles[locale] || name;

/**
 * Step 1's courses (document 003 §2), read from the views the owning areas publish (decision 0005): the e-courses
 * people can start, and the classroom instances not cancelled (status 4) and not over, soonest first.
 */
export async function courseChoices(db: Kysely<any>, locale: string): Promise<ImportCourseChoices> {
  const { rows: eCourses } = await sql<{ id: number; name: string; titles: Titles }>`
    select id, name, titles from published.elearning_import_course where can_start order by lower(name), id`.execute(db);
  const { rows: instances } = await sql<InstanceRow>`
    select id, name, titles, start_date, place_name, free_seats from published.classroom_import_instance
    where status <> 4 and (end_date is null or end_date >= current_date)
    order by start_date nulls last, id`.execute(db);
  return {
    eCourses: eCourses
      .map((course) => ({ id: course.id, title: titleIn(course.titles, course.name, locale) }))
      .sort((a, b) => a.title.localeCompare(b.title, locale.replace('_', '-')) || a.id - b.id),
    cliCourses: instances.map((instance) => instanceChoice(instance, locale)),
  };
}

interface InstanceRow {
  id: number;
  name: string;
  titles: Titles;
  start_date: string | null;
  place_name: string | null;
  free_seats: number | null;
}

const instanceChoice = (row: InstanceRow, locale: string) => ({
  id: row.id,
  title: titleIn(row.titles, row.name, locale),
  startDate: row.start_date,
  placeName: row.place_name,
  freeSeats: row.free_seats,
});

/** Document 003 §7 "get course instance by id (localized title)". */
export async function instanceById(db: Kysely<any>, id: number, locale: string) {
  const { rows } = await sql<InstanceRow>`
    select id, name, titles, start_date, place_name, free_seats from published.classroom_import_instance where id = ${id}`.execute(db);
  return rows[0] && instanceChoice(rows[0], locale);
}

/** The titles of the chosen courses, for a registration's report. */
export async function courseTitles(db: Kysely<any>, eCourses: number[], cliCourses: number[], locale: string) {
  const titles = { eCourses: new Map<number, string>(), cliCourses: new Map<number, string>() };
  if (eCourses.length > 0) {
    const { rows } = await sql<{ id: number; name: string; titles: Titles }>`
      select id, name, titles from published.elearning_import_course where id = any(${eCourses}::int[])`.execute(db);
    for (const row of rows) titles.eCourses.set(row.id, titleIn(row.titles, row.name, locale));
  }
  if (cliCourses.length > 0) {
    const { rows } = await sql<{ id: number; name: string; titles: Titles }>`
      select id, name, titles from published.classroom_import_instance where id = any(${cliCourses}::int[])`.execute(db);
    for (const row of rows) titles.cliCourses.set(row.id, titleIn(row.titles, row.name, locale));
  }
  return titles;
}
