import { z } from 'zod';

/** Document 001 §3 "user select item": the picker's own field names, unlike the area's other answers. */
export const userSelectItemSchema = z.object({ id: z.number().int(), uuid: z.uuid(), firstname: z.string(), lastname: z.string() });
export type UserSelectItem = z.infer<typeof userSelectItemSchema>;
export const userSelectItemListSchema = z.array(userSelectItemSchema);
