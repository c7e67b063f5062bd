import { addEndpoint, HttpError } from '@atrium/service-core';
import { courseRoomEndpoints } from '@atrium/classroom-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { classroomDb, type ClassroomDb } from '../db';
import { listRooms } from './course-place-query';

const ROOM_COLUMNS = ['id', 'name', 'description', 'course_place_id as coursePlaceId', 'confirmed'] as const;

async function requirePlace(db: ClassroomDb, id: number): Promise<void> {
  const place = await db.selectFrom('course_place').select('id').where('id', '=', id).executeTakeFirst();
  if (!place) throw new HttpError(404, 'Course place not found');
}

/** A second room of the same name in one place (also what a double click would make) is a 409 naming the field. */
function sameName(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'course-place.room.exists');
  throw error;
}

/** The rooms of a venue (document 003 §7: rooms get, create, update, set confirmed). */
export const courseRoomRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, courseRoomEndpoints.list, async (request) => {
    await requirePlace(db, request.params.id);
    return listRooms(db, request.params.id);
  });

  addEndpoint(app, courseRoomEndpoints.create, async (request) => {
    await requirePlace(db, request.params.id);
    const { name, description, confirmed } = request.body;
    return db
      .insertInto('course_place_room')
      .values({ course_place_id: request.params.id, name, description, confirmed })
      .returning(ROOM_COLUMNS)
      .executeTakeFirstOrThrow()
      .catch(sameName);
  });

  addEndpoint(app, courseRoomEndpoints.update, async (request) => {
    const { name, description, confirmed } = request.body;
    const room = await db
      .updateTable('course_place_room')
      .set({ name, description, confirmed })
      .where('id', '=', request.params.roomId)
      .where('course_place_id', '=', request.params.id)
      .returning(ROOM_COLUMNS)
      .executeTakeFirst()
      .catch(sameName);
    if (!room) throw new HttpError(404, 'Room not found');
    return room;
  });

  addEndpoint(app, courseRoomEndpoints.setConfirmed, async (request) => {
    const room = await db
      .updateTable('course_place_room')
      .set({ confirmed: request.body.confirmed })
      .where('id', '=', request.params.roomId)
      .where('course_place_id', '=', request.params.id)
      .returning(ROOM_COLUMNS)
      .executeTakeFirst();
    if (!room) throw new HttpError(404, 'Room not found');
    return room;
  });
};
