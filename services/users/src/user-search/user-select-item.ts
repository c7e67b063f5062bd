/** The columns of a user select item (document 001 §3), for a query over `users as u`. */
export const USER_SELECT_ITEM_COLUMNS = ['u.id', 'u.uuid', 'u.first_name as firstname', 'u.last_name as lastname'] as const;
