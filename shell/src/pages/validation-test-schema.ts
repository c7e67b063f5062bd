import { registerValidationSchema, type RuleRef } from '@atrium/shared-ui';

export const VALIDATION_TEST_SCHEMA = 'validationTest';

export interface TextFieldSpec {
  name: string;
  rules: readonly RuleRef[];
  /** Whether the field has a hint (`validationtest.hint.<name>`) telling the rule's bounds or format. */
  hint?: boolean;
  secret?: boolean;
}

// One text field per rule kind of the library (document 001 §5).
export const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'name', rules: ['required'] },
  { name: 'email', rules: ['email'] },
  { name: 'password', rules: ['mediumPassword'], hint: true, secret: true },
  { name: 'passwordRepeat', rules: [['compareTo', 'password']], secret: true },
  { name: 'otherEmail', rules: [['emptyOr', 'email']] },
  { name: 'employeeNumber', rules: [['emptyOrIfPlatformAdmin', 'digits']], hint: true },
  { name: 'tags', rules: ['uniqueSet'], hint: true },
  { name: 'startsAt', rules: ['dateTime'], hint: true },
  { name: 'date', rules: ['localDate'], hint: true },
  { name: 'title', rules: ['nonEmptyString'] },
  { name: 'time', rules: ['localTime'], hint: true },
  { name: 'pin', rules: [['exactLength', 4]], hint: true },
  { name: 'username', rules: [['minLength', 3]], hint: true },
  { name: 'nickname', rules: [['maxLength', 10]], hint: true },
  { name: 'city', rules: [['betweenLength', 2, 20]], hint: true },
  { name: 'age', rules: [['minNumber', 18]], hint: true },
  { name: 'discount', rules: [['maxNumber', 100]], hint: true },
  { name: 'rating', rules: [['betweenNumber', 1, 5]], hint: true },
  { name: 'postalCode', rules: ['digits'] },
  { name: 'freeSeats', rules: ['positiveOrZeroInteger'], hint: true },
  { name: 'participants', rules: ['positiveInteger'], hint: true },
  { name: 'price', rules: ['positiveDouble'], hint: true },
];

registerValidationSchema(VALIDATION_TEST_SCHEMA, {
  ...Object.fromEntries(TEXT_FIELDS.map(({ name, rules }) => [name, rules])),
  languages: ['nonEmpty'],
  contactPerson: ['required'],
});
