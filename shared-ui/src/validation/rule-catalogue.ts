import { z } from 'zod';
import { isEmptyValue } from './is-empty-value';
import type { Rule, RuleArgs, RuleName, RuleRef } from './rule-types';
import * as shapes from './value-schemas';

function schemaRule(key: string, schema: z.ZodType): Rule {
  return (value) => (schema.safeParse(value).success ? null : key);
}

const numberRule = (key: string, schema: z.ZodType<number, number>) => schemaRule(key, shapes.numeric.pipe(schema));

// Document 001 §5, one message key per rule.
const RULES: { [Name in RuleName]: (...args: RuleArgs[Name]) => Rule } = {
  required: () => schemaRule('validation.required', shapes.present),
  email: () => schemaRule('validation.email', shapes.email),
  mediumPassword: () => schemaRule('validation.password.medium', shapes.mediumPassword),
  emptyOr: (rule) => {
    const inner = resolveRule(rule);
    return (value, context) => (isEmptyValue(value) ? null : inner(value, context));
  },
  emptyOrIfPlatformAdmin: (rule) => {
    const inner = resolveRule(rule);
    return (value, context) => {
      if (!isEmptyValue(value)) return inner(value, context);
      return context.isPlatformAdmin ? null : 'validation.emptyOrPlatformAdmin';
    };
  },
  nonEmpty: () => schemaRule('validation.nonEmpty', shapes.nonEmptyCollection),
  uniqueSet: () => schemaRule('validation.unique', shapes.uniqueItems),
  dateTime: () => schemaRule('validation.dateTime', shapes.dateTime),
  localDate: () => schemaRule('validation.date.invalid', shapes.localDate),
  nonEmptyString: () => schemaRule('validation.nonEmptyString', shapes.nonEmptyString),
  localTime: () => schemaRule('validation.localTime', shapes.localTime),
  exactLength: (length) => schemaRule('validation.length.exact', z.string().length(length)),
  minLength: (min) => schemaRule('validation.length.min', z.string().min(min)),
  maxLength: (max) => schemaRule('validation.length.max', z.string().max(max)),
  betweenLength: (min, max) => schemaRule('validation.length.between', z.string().min(min).max(max)),
  minNumber: (min) => numberRule('validation.number.min', z.number().min(min)),
  maxNumber: (max) => numberRule('validation.number.max', z.number().max(max)),
  betweenNumber: (min, max) => numberRule('validation.number.between', z.number().min(min).max(max)),
  digits: () => schemaRule('validation.digits', shapes.digits),
  positiveOrZeroInteger: () => numberRule('validation.integer.positiveOrZero', z.int().min(0)),
  positiveInteger: () => numberRule('validation.integer.positive', z.int().min(1)),
  positiveDouble: () => numberRule('validation.number.positive', z.number().positive()),
  compareTo: (field) => (value, context) => (value === context.form[field] ? null : 'validation.compareTo'),
};

/** Builds a rule from its reference; an unknown name or a wrong number of arguments throws. */
export function resolveRule(ref: RuleRef): Rule {
  const [name, ...args] = (typeof ref === 'string' ? [ref] : ref) as [string, ...unknown[]];
  if (!Object.hasOwn(RULES, name)) throw new Error(`Unknown validation rule "${name}"`);
  const factory = RULES[name as RuleName] as (...args: unknown[]) => Rule;
  if (args.length !== factory.length) {
    throw new Error(`Validation rule "${name}" takes ${factory.length} argument(s), not ${args.length}`);
  }
  return factory(...args);
}
