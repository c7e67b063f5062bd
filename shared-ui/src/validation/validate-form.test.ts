import { parseFieldId } from './field-id';
import { registerValidationSchema } from './schema-registry';
import { validateField, validateForm } from './validate-form';
import type { RuleRef } from './rule-types';

const GOOD = { email: 'kari@example.no', password: 'Secret123', repeat: 'Secret123', employeeNo: '' };

beforeAll(() => {
  registerValidationSchema('signup', {
    email: ['required', 'email'],
    password: ['mediumPassword'],
    repeat: [['compareTo', 'password']],
    employeeNo: [['emptyOrIfPlatformAdmin', 'digits']],
  });
});

describe('validateForm', () => {
  it('answers nothing for a valid form', () => {
    expect(validateForm('signup', GOOD, { isPlatformAdmin: true })).toEqual({});
  });

  it('answers one message key per failing field, by schema.field', () => {
    expect(validateForm('signup', { email: 'kari', password: 'secret', repeat: 'other', employeeNo: 'x1' })).toEqual({
      'signup.email': 'validation.email',
      'signup.password': 'validation.password.medium',
      'signup.repeat': 'validation.compareTo',
      'signup.employeeNo': 'validation.digits',
    });
  });

  it('reports the first rule of a field that fails', () => {
    expect(validateForm('signup', { ...GOOD, email: '' }, { isPlatformAdmin: true })).toEqual({ 'signup.email': 'validation.required' });
  });

  it('treats a missing field as empty', () => {
    expect(validateForm('signup', {}, { isPlatformAdmin: true })).toEqual({
      'signup.email': 'validation.required',
      'signup.password': 'validation.password.medium',
    });
  });

  it('lets only a platform admin leave an admin-optional field empty', () => {
    expect(validateForm('signup', GOOD)).toEqual({ 'signup.employeeNo': 'validation.emptyOrPlatformAdmin' });
    expect(validateForm('signup', GOOD, { isPlatformAdmin: true })).toEqual({});
  });

  it('refuses an unknown schema', () => {
    expect(() => validateForm('nope', GOOD)).toThrow('Unknown validation schema "nope"');
  });
});

describe('validateField', () => {
  it('checks one field, given as schema.field, against the rest of the form', () => {
    expect(validateField('signup.email', GOOD)).toBeNull();
    expect(validateField('signup.email', { email: 'kari' })).toBe('validation.email');
    expect(validateField('signup.repeat', { password: 'Secret123', repeat: 'Secret124' })).toBe('validation.compareTo');
  });

  it('refuses an unknown schema or field', () => {
    expect(() => validateField('nope.email', GOOD)).toThrow('Unknown validation schema "nope"');
    expect(() => validateField('signup.phone', GOOD)).toThrow('Unknown field "signup.phone"');
  });

  it.each(['signup', 'signup.email.extra', '.email', 'signup.', '', 'sign up.email', '1signup.email'])(
    'refuses the malformed id %p',
    (id) => {
      expect(() => validateField(id, GOOD)).toThrow(`Malformed field id "${id}": expected schema.field`);
    },
  );
});

describe('parseFieldId', () => {
  it('splits schema and field', () => {
    expect(parseFieldId('signup.email')).toEqual({ schema: 'signup', field: 'email' });
    expect(parseFieldId('course_2.start-date')).toEqual({ schema: 'course_2', field: 'start-date' });
  });
});

describe('registerValidationSchema', () => {
  it('refuses an unknown rule when the schema is registered', () => {
    expect(() => registerValidationSchema('broken', { name: ['required', 'nope' as unknown as RuleRef] })).toThrow(
      'Unknown validation rule "nope"',
    );
    expect(() => validateForm('broken', {})).toThrow('Unknown validation schema "broken"');
  });

  it('refuses malformed schema and field names', () => {
    expect(() => registerValidationSchema('a.b', { name: ['required'] })).toThrow('Malformed validation schema name "a.b"');
    expect(() => registerValidationSchema('person', { 'first.name': ['required'] })).toThrow(
      'Malformed field name "first.name" in validation schema "person"',
    );
  });

  it('replaces a schema registered again under the same name', () => {
    registerValidationSchema('again', { name: ['required'] });
    registerValidationSchema('again', { title: ['required'] });
    expect(validateForm('again', {})).toEqual({ 'again.title': 'validation.required' });
  });
});
