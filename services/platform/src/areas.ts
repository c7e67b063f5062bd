import { authoringModule } from '@atrium/authoring-service';
import { classroomModule } from '@atrium/classroom-service';
import { companyModule } from '@atrium/company-service';
import { elearningModule } from '@atrium/elearning-service';
import { reportsModule } from '@atrium/reports-service';
import { migrateArea, type AreaModule } from '@atrium/service-core';
import { usersModule } from '@atrium/users-service';
import { sql, type Kysely } from 'kysely';

export const AREA_MODULES: AreaModule[] = [classroomModule, elearningModule, companyModule, usersModule, authoringModule, reportsModule];

export const AREAS = AREA_MODULES.map((module) => module.area);

/** Migrates every area; demo data goes in only when no area existed before (a first start). */
export async function prepareDatabase(db: Kysely<any>, options: { seedDemo: boolean }): Promise<void> {
  const existing = await sql<{ count: number }>`
    select count(*)::int as count from information_schema.schemata where schema_name in (${sql.join(AREAS)})`.execute(db);
  const firstStart = existing.rows[0]?.count === 0;
  for (const module of AREA_MODULES) await migrateArea(db, module.area, module.migrations, module);
  if (!options.seedDemo || !firstStart) return;
  await db.transaction().execute(async (trx) => {
    for (const module of AREA_MODULES) await module.seedDemo?.(trx);
  });
}
