// Browser-safe: the venue (course place) of document 003, its constants, schemas and calls (§3, §5, §7, §9).
import { booleanish, COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

/** Document 003 §5: the country ids the postal-code rule names. Other countries use their ISO 3166-1 numeric code. */
export const COUNTRY_NORWAY = 165;
export const COUNTRY_SWEDEN = 215;
/** Document 003 §5: a postal code of this many digits looks up its city. */
export const POSTAL_CODE_LENGTHS: Readonly<Record<number, number>> = { [COUNTRY_NORWAY]: 4, [COUNTRY_SWEDEN]: 5 };
/** Document 002 §9: the two course places that count as webinars, set as their `webinar` property. */
export const WEBINAR_COURSE_PLACE_IDS = [5339, 11429] as const;

/** Document 003 §9: without a position the map shows the whole of Norway; a position is shown close up. */
export const MAP_DEFAULT_ZOOM = 5;
export const MAP_POSITION_ZOOM = 17;
export const MAP_DEFAULT_CENTER = { latitude: 64.5, longitude: 11.5 } as const;

export const MAX_COURSE_PLACE_PICTURE_BYTES = 5 * 1024 * 1024;
export const COURSE_PLACE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Postal codes are digits only (document 003 §5). */
export const POSTAL_CODE_PATTERN = /^\d*$/;

/** The postal code's length at which the country's city is looked up, or null when the country has none. */
export function postalLookupLength(countryId: number): number | null {
  return POSTAL_CODE_LENGTHS[countryId] ?? null;
}

const id = z.coerce.number().int().min(1).max(2147483647);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value));
/** Latitude and longitude travel as strings (document 003 §3); a blank one counts as missing. */
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .max(30)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || (/^-?\d{1,3}(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit), {
      message: 'course-place.invalid.coordinate',
    });

export const coursePlaceParamsSchema = z.object({ id });

export const geolocationSchema = z.object({ latitude: z.string(), longitude: z.string() });
export type Geolocation = z.infer<typeof geolocationSchema>;

/** What the registration form sends. Fields left out take the new-venue defaults of §5. */
export const coursePlaceWriteSchema = z.object({
  name: z.string().trim().min(1).max(200),
  abbreviation: text(10),
  addressLine: text(300),
  postalCode: z
    .string()
    .trim()
    .max(10)
    .regex(POSTAL_CODE_PATTERN, 'digits only')
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  city: text(100),
  countryId: z.number().int().min(1).max(999).default(COUNTRY_NORWAY),
  phone: text(50),
  contactInfo: text(2000),
  /** Null: the caller's active customer owns it (§5). */
  ownerCustomerId: z.number().int().min(1).nullable().default(null),
  openCourses: z.boolean().default(false),
  latitude: coordinate(90),
  longitude: coordinate(180),
  directions: text(4000),
  accommodation: text(4000),
  lunch: text(4000),
  webinar: z.boolean().default(false),
  /** The course-place admin flag (§6): only platform administrators change it. */
  isAtriumCoursePlaceResponsible: z.boolean().default(false),
});
export type CoursePlaceWrite = z.input<typeof coursePlaceWriteSchema>;

export const coursePlaceUpdateSchema = coursePlaceWriteSchema.extend({
  /** The version the editor loaded: a save over someone else's newer one is refused (409). */
  version: z.number().int().min(1),
});
export type CoursePlaceUpdate = z.input<typeof coursePlaceUpdateSchema>;

export const courseRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  coursePlaceId: z.number().int(),
  confirmed: z.boolean(),
});
export type CourseRoom = z.infer<typeof courseRoomSchema>;

export const coursePlaceDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  addressLine: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryId: z.number().int(),
  /** The country's name in the caller's locale. */
  country: z.string().nullable(),
  phone: z.string().nullable(),
  contactInfo: z.string().nullable(),
  ownerCustomerId: z.number().int().nullable(),
  openCourses: z.boolean(),
  geolocation: geolocationSchema.nullable(),
  directions: z.string().nullable(),
  accommodation: z.string().nullable(),
  lunch: z.string().nullable(),
  /** The picture's address, or null without one. */
  coursePlacePicture: z.string().nullable(),
  webinar: z.boolean(),
  isAtriumCoursePlaceResponsible: z.boolean(),
  soSync: z.boolean(),
  version: z.number().int(),
  rooms: z.array(courseRoomSchema),
});
export type CoursePlaceDetail = z.infer<typeof coursePlaceDetailSchema>;

export const coursePlaceListQuerySchema = z.object({
  /** Part of the name, abbreviation or city. */
  q: z.string().trim().max(200).optional(),
  openCoursesOnly: booleanish().default(false),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type CoursePlaceListQuery = z.input<typeof coursePlaceListQuerySchema>;

export const coursePlaceListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  city: z.string().nullable(),
  openCourses: z.boolean(),
  webinar: z.boolean(),
  /** The place's course instances: all, with the place confirmed, and not yet confirmed. */
  total: z.number().int(),
  confirmed: z.number().int(),
  unconfirmed: z.number().int(),
  rating: z.object({ value: z.number().nullable(), count: z.number().int() }),
});
export type CoursePlaceListItem = z.infer<typeof coursePlaceListItemSchema>;

export const coursePlacePageSchema = z.object({
  items: z.array(coursePlaceListItemSchema),
  /** How many places the filter finds. */
  total: z.number().int(),
  /** Course instances over every place the filter finds, not only this page. */
  counts: z.object({ total: z.number().int(), confirmed: z.number().int(), unconfirmed: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CoursePlacePage = z.infer<typeof coursePlacePageSchema>;

export const countrySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const postalCodeParamsSchema = z.object({
  countryId: id,
  code: z.string().max(10).regex(POSTAL_CODE_PATTERN, 'digits only'),
});
export const postalCodeAnswerSchema = z.object({ city: z.string().nullable() });

/** The venue calls of document 003 §7 except the picture upload, which is multipart (COURSE_PLACE_PICTURE_PATH). */
export const coursePlaceEndpoints = {
  list: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/course-places',
    access: { roles: COURSE_ADMINS },
    query: coursePlaceListQuerySchema,
    response: coursePlacePageSchema,
  }),
  get: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/course-places/:id',
    access: { roles: COURSE_ADMINS },
    params: coursePlaceParamsSchema,
    response: coursePlaceDetailSchema,
  }),
  create: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/course-places',
    access: { roles: COURSE_ADMINS },
    body: coursePlaceWriteSchema,
    response: coursePlaceDetailSchema,
    status: 201,
  }),
  update: defineEndpoint({
    area: 'classroom',
    method: 'PUT',
    path: '/data/course-places/:id',
    access: { roles: COURSE_ADMINS },
    params: coursePlaceParamsSchema,
    body: coursePlaceUpdateSchema,
    response: coursePlaceDetailSchema,
  }),
  remove: defineEndpoint({
    area: 'classroom',
    method: 'DELETE',
    path: '/data/course-places/:id',
    access: { roles: COURSE_ADMINS },
    params: coursePlaceParamsSchema,
  }),
  removePicture: defineEndpoint({
    area: 'classroom',
    method: 'DELETE',
    path: '/data/course-places/:id/picture',
    access: { roles: COURSE_ADMINS },
    params: coursePlaceParamsSchema,
    response: coursePlaceDetailSchema,
  }),
  countries: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/countries',
    access: { roles: COURSE_ADMINS },
    response: z.array(countrySchema),
  }),
  postalCode: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/postal-codes/:countryId/:code',
    access: { roles: COURSE_ADMINS },
    params: postalCodeParamsSchema,
    response: postalCodeAnswerSchema,
  }),
};

/** Multipart upload of a place's picture (POST, field `file`) and its download (GET); the answer is the place. */
export const COURSE_PLACE_PICTURE_PATH = '/data/course-places/:id/picture';
/** The picture's address as the browser uses it. */
export function coursePlacePictureUrl(placeId: number, version: number): string {
  return `/api/classroom/data/course-places/${placeId}/picture?v=${version}`;
}
