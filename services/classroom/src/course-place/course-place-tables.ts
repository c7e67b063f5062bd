import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface CoursePlaceTable {
  id: Generated<number>;
  name: string;
  abbreviation: string | null;
  address_line: string | null;
  /** Digits only. */
  postal_code: string | null;
  country_id: Defaulted<number>;
  city: string | null;
  phone: string | null;
  contact_info: string | null;
  /** A company-area customer id. */
  owner_customer_id: number | null;
  open_courses: Defaulted<boolean>;
  /** Both or neither. */
  latitude: number | null;
  longitude: number | null;
  directions: string | null;
  accommodation: string | null;
  lunch: string | null;
  /** The picture's key in the file store, and its content type. */
  picture_key: string | null;
  picture_type: string | null;
  webinar: Defaulted<boolean>;
  is_atrium_course_place_responsible: Defaulted<boolean>;
  so_sync: Defaulted<boolean>;
  /** Raised by every save; an update names the version it was made from. */
  version: Defaulted<number>;
}

interface CoursePlaceRoomTable {
  id: Generated<number>;
  course_place_id: number;
  name: string;
  description: string | null;
  confirmed: Defaulted<boolean>;
}

interface CoursePlaceRatingTable {
  id: Generated<number>;
  course_place_id: number;
  cli_id: number | null;
  rating: number;
  rated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CoursePlaceTables {
  course_place: CoursePlaceTable;
  course_place_room: CoursePlaceRoomTable;
  course_place_rating: CoursePlaceRatingTable;
}
