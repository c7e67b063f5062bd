import { resolveRule } from './rule-catalogue';
import type { RuleContext, RuleRef } from './rule-types';

const context = (overrides: Partial<RuleContext> = {}): RuleContext => ({ isPlatformAdmin: false, form: {}, ...overrides });
const check = (ref: RuleRef, value: unknown, ctx = context()) => resolveRule(ref)(value, ctx);

interface Case {
  ref: RuleRef;
  key: string;
  passes: unknown[];
  fails: unknown[];
}

const CASES: Case[] = [
  {
    ref: 'required',
    key: 'validation.required',
    passes: ['a', ' ', 0, 7, false, true, { id: 1 }, { id: 0 }, { id: 'x' }, { key: 'k' }, { id: 2, name: 'Kari' }],
    fails: ['', null, undefined, Number.NaN, {}, { id: null }, { id: '' }, { name: 'Kari' }, [], [1]],
  },
  {
    ref: 'email',
    key: 'validation.email',
    passes: ['kari@example.no', 'kari.nordmann+kurs@post.example.com'],
    fails: ['kari', 'kari@', 'kari@example', '@example.no', 'kari @example.no', '', 42, null],
  },
  {
    ref: 'mediumPassword',
    key: 'validation.password.medium',
    passes: ['Abcdefg1', 'ABCdef12xyz'],
    fails: ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abcdef1!', 'Abc def1', 'Blåbær12', 12345678, null],
  },
  {
    ref: ['emptyOr', 'email'],
    key: 'validation.email',
    passes: ['', null, undefined, 'kari@example.no'],
    fails: ['kari', ' '],
  },
  {
    ref: ['emptyOr', ['minLength', 3]],
    key: 'validation.length.min',
    passes: ['', null, 'abc'],
    fails: ['ab'],
  },
  {
    ref: 'nonEmpty',
    key: 'validation.nonEmpty',
    passes: [[1], ['a', 'b'], new Set([1]), new Map([[1, 'a']]), { a: 1 }],
    fails: [[], new Set(), new Map(), {}, '', 'abc', 3, null, undefined],
  },
  {
    ref: 'uniqueSet',
    key: 'validation.unique',
    passes: [[], [1, 2], ['a', 'b'], new Set([1, 2]), [{ id: 1 }, { id: 2 }], [{ key: 'a' }, { key: 'b' }]],
    fails: [[1, 1], ['a', 'b', 'a'], [{ id: 1 }, { id: 1, name: 'other' }], [{ key: 'a' }, { key: 'a' }], 'ab', null],
  },
  {
    ref: 'dateTime',
    key: 'validation.dateTime',
    passes: ['2026-03-09T10:15', '2026-03-09T10:15:30', '2026-03-09T10:15:30Z', '2026-03-09T10:15:30+01:00', new Date(2026, 2, 9)],
    fails: ['2026-03-09', '2026-02-30T10:00', '2026-03-09 10:15', '09/03-2026 10:15', new Date('not a date'), '', null],
  },
  {
    ref: 'localDate',
    key: 'validation.date.invalid',
    // The date picker's formats: yyyy-MM-dd, dd/MM-yyyy and dd.MM.yyyy.
    passes: ['2026-03-09', '09/03-2026', '9/3-2026', '09.03.2026', '2024-02-29'],
    fails: ['2026-02-30', '2025-02-29', '2026/03/09', '03-09-2026', '', 20260309, null],
  },
  {
    ref: 'nonEmptyString',
    key: 'validation.nonEmptyString',
    passes: ['a', ' a '],
    fails: ['', '   ', 5, null, undefined],
  },
  {
    ref: 'localTime',
    key: 'validation.localTime',
    passes: ['00:00', '23:59', '08:15', '08:15:30'],
    fails: ['24:00', '8:15', '12:60', '12:00:60', '12', '12:00:00.5', '', null],
  },
  { ref: ['exactLength', 4], key: 'validation.length.exact', passes: ['abcd', '1234'], fails: ['abc', 'abcde', '', 1234, null] },
  { ref: ['minLength', 3], key: 'validation.length.min', passes: ['abc', 'abcd'], fails: ['ab', '', null, 123] },
  { ref: ['maxLength', 5], key: 'validation.length.max', passes: ['', 'abcde'], fails: ['abcdef', null, 12] },
  { ref: ['betweenLength', 2, 4], key: 'validation.length.between', passes: ['ab', 'abcd'], fails: ['a', 'abcde', null] },
  {
    ref: ['minNumber', 10],
    key: 'validation.number.min',
    passes: [10, 11, '10', ' 10 ', '10.5', '10,5', '+12'],
    fails: [9.99, '9', '-10', 'ten', '10a', '1e3', '', null, Number.NaN, Number.POSITIVE_INFINITY],
  },
  { ref: ['maxNumber', 10], key: 'validation.number.max', passes: [10, 0, '-3', ',5'], fails: [11, '10.01', 'x', null] },
  { ref: ['betweenNumber', 1, 5], key: 'validation.number.between', passes: [1, '5', 3.5, '2,5'], fails: [0, 6, '5,5', 'x', null] },
  { ref: 'digits', key: 'validation.digits', passes: ['0123', '7', 42, 0], fails: ['12a', '-1', '1.5', ' 1', '', -1, 1.5, null] },
  {
    ref: 'positiveOrZeroInteger',
    key: 'validation.integer.positiveOrZero',
    passes: [0, '0', 12, '12', '+3'],
    fails: [-1, '-1', 1.5, '1,5', 'x', '', null],
  },
  { ref: 'positiveInteger', key: 'validation.integer.positive', passes: [1, '7', 250], fails: [0, '0', -2, 2.5, 'x', null] },
  { ref: 'positiveDouble', key: 'validation.number.positive', passes: [0.1, '2,5', '0.01', 3], fails: [0, '0', '-0.1', 'x', '', null] },
];

describe('the rule library', () => {
  describe.each(CASES)('$ref', ({ ref, key, passes, fails }) => {
    it.each(passes.map((value) => [value]))('passes %p', (value) => {
      expect(check(ref, value)).toBeNull();
    });
    it.each(fails.map((value) => [value]))(`fails %p with ${key}`, (value) => {
      expect(check(ref, value)).toBe(key);
    });
  });

  describe('emptyOrIfPlatformAdmin', () => {
    const ref: RuleRef = ['emptyOrIfPlatformAdmin', 'digits'];
    const admin = context({ isPlatformAdmin: true });

    it('lets a platform admin leave the field empty', () => {
      expect(check(ref, '', admin)).toBeNull();
      expect(check(ref, null, admin)).toBeNull();
    });

    it('asks anyone else to fill it in', () => {
      expect(check(ref, '')).toBe('validation.emptyOrPlatformAdmin');
      expect(check(ref, undefined)).toBe('validation.emptyOrPlatformAdmin');
    });

    it('checks a value given by anyone with the wrapped rule', () => {
      expect(check(ref, '123')).toBeNull();
      expect(check(ref, '12a', admin)).toBe('validation.digits');
      expect(check(ref, '12a')).toBe('validation.digits');
    });
  });

  describe('compareTo', () => {
    const ref: RuleRef = ['compareTo', 'password'];

    it('passes when the two fields are equal', () => {
      expect(check(ref, 'Secret12', context({ form: { password: 'Secret12' } }))).toBeNull();
    });

    it('fails when they differ', () => {
      expect(check(ref, 'Secret13', context({ form: { password: 'Secret12' } }))).toBe('validation.compareTo');
      expect(check(ref, 'Secret12', context({ form: {} }))).toBe('validation.compareTo');
      expect(check(ref, 12, context({ form: { password: '12' } }))).toBe('validation.compareTo');
    });
  });

  it('refuses an unknown rule, also inside emptyOr', () => {
    expect(() => resolveRule('nope' as unknown as RuleRef)).toThrow('Unknown validation rule "nope"');
    expect(() => resolveRule(['emptyOr', 'nope'] as unknown as RuleRef)).toThrow('Unknown validation rule "nope"');
    expect(() => resolveRule('toString' as unknown as RuleRef)).toThrow('Unknown validation rule "toString"');
  });

  it('refuses a rule given the wrong number of arguments', () => {
    expect(() => resolveRule(['minLength'] as unknown as RuleRef)).toThrow('Validation rule "minLength" takes 1 argument(s), not 0');
    expect(() => resolveRule(['email', 3] as unknown as RuleRef)).toThrow('Validation rule "email" takes 0 argument(s), not 1');
  });
});
