// Document 001 §5 and §9.

/** User and customer pickers search only after more than 1 character. */
export const PICKER_MIN_LENGTH = 2;
export const PICKER_DELAY_MS = 150;

export const USER_PICKER_LIMIT = 10;
export const COMPANY_USER_PICKER_LIMIT = 25;

export const CUSTOMER_PICKER_LIMIT = 50;
export const CUSTOMER_LIST_LIMIT = 200;
export const CUSTOMER_LIST_DELAY_MS = 200;
/** Above this many hits the customer list suggests narrowing the search ('customers.search.more'). */
export const CUSTOMER_LIST_MORE_THAN = 99;

export const COURSE_PLACE_PICKER_LIMIT = 40;

/** Up to this many departments the picker is a dropdown; beyond it, a search box. */
export const DEPARTMENT_LIMIT = 100;

export const TIME_STEP_MINUTES = 15;
