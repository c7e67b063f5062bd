const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Document 003 §9: the e-learning search runs from the first of this month to today. */
export function defaultElearningSearch(today: Date) {
  return { fromDate: iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))), toDate: iso(today), productCategories: '' };
}

export type ElearningSearchForm = ReturnType<typeof defaultElearningSearch>;

/** The search as the call's body: categories split on commas, empty ones left out. */
export function elearningSearchBody(form: ElearningSearchForm) {
  const productCategories = form.productCategories
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return { fromDate: form.fromDate, toDate: form.toDate, productCategories };
}

/** The search as a query string, as the CSV link carries it. */
export function elearningSearchQuery(form: ElearningSearchForm): string {
  const { productCategories, ...dates } = elearningSearchBody(form);
  const query = new URLSearchParams(dates);
  for (const category of productCategories) query.append('productCategories', category);
  return query.toString();
}
