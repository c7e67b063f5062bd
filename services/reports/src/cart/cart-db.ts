import type { ColumnType, Generated } from 'kysely';
import type { CourseType } from '@atrium/reports-contract';

interface CartItemTable {
  id: Generated<number>;
  user_id: number;
  course_type: CourseType;
  course_id: number;
  quantity: number;
  added_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CartTables {
  cart_item: CartItemTable;
}
