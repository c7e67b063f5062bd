import type { ClassroomCourseListResponse, ClcoursesQuery } from '@atrium/classroom-contract';
import { filteredCourses, matchingCourses, nameOrder, selectListColumns, toListItem } from './course-list-query';
import type { ClassroomDb } from '../db';

export async function listCourses(db: ClassroomDb, query: ClcoursesQuery): Promise<ClassroomCourseListResponse> {
  const [rows, count] = await Promise.all([
    selectListColumns(filteredCourses(db, query))
      .orderBy(nameOrder)
      .orderBy('c.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    matchingCourses(db, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toListItem), total: Number(count.total), page: query.page, pageSize: query.pageSize };
}
