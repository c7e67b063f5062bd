import { registerMessages } from '@atrium/shared-ui';

registerMessages('en_US', {
  'clcourses.title': 'Classroom courses',
  'clcourses.new': 'New classroom course',
  'clcourses.filter.text': 'Search by id or internal name',
  'clcourses.filter.canPurchaseOnly': 'Can purchase only',
  'clcourses.column.id': 'Id',
  'clcourses.column.internalName': 'Internal name',
  'clcourses.column.productId': 'Integration number',
  'clcourses.column.price': 'Price',
  'clcourses.column.productCategories': 'Product categories',
  'clcourses.total': '{total} courses',
  'clcourses.grid': 'Classroom courses',
});
registerMessages('nb_NO', {
  'clcourses.title': 'Klasseromskurs',
  'clcourses.new': 'Nytt klasseromskurs',
  'clcourses.filter.text': 'Søk på id eller internt navn',
  'clcourses.filter.canPurchaseOnly': 'Kun kjøpbare',
  'clcourses.column.id': 'Id',
  'clcourses.column.internalName': 'Internt navn',
  'clcourses.column.productId': 'Integrasjonsnummer',
  'clcourses.column.price': 'Pris',
  'clcourses.column.productCategories': 'Produktkategorier',
  'clcourses.total': '{total} kurs',
  'clcourses.grid': 'Klasseromskurs',
});
registerMessages('sv_SE', {
  'clcourses.column.id': 'Id',
  'clcourses.title': 'Klassrumskurser',
  'clcourses.new': 'Nytt klassrumskurs',
  'clcourses.filter.text': 'Sök på id eller internt namn',
  'clcourses.filter.canPurchaseOnly': 'Endast köpbara',
  'clcourses.column.internalName': 'Internt namn',
  'clcourses.column.productId': 'Integrationsnummer',
  'clcourses.column.price': 'Pris',
  'clcourses.column.productCategories': 'Produktkategorier',
  'clcourses.total': '{total} kurser',
  'clcourses.grid': 'Klassrumskurser',
});
