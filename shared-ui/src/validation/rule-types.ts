/** The arguments each rule that checks a value itself takes after its name. */
interface ValueRuleArgs {
  required: [];
  email: [];
  mediumPassword: [];
  nonEmpty: [];
  uniqueSet: [];
  dateTime: [];
  localDate: [];
  nonEmptyString: [];
  localTime: [];
  exactLength: [length: number];
  minLength: [min: number];
  maxLength: [max: number];
  betweenLength: [min: number, max: number];
  minNumber: [min: number];
  maxNumber: [max: number];
  betweenNumber: [min: number, max: number];
  digits: [];
  positiveOrZeroInteger: [];
  positiveInteger: [];
  positiveDouble: [];
  compareTo: [field: string];
}

type ValueRuleRef = {
  [Name in keyof ValueRuleArgs]: ValueRuleArgs[Name] extends [] ? Name | readonly [Name] : readonly [Name, ...ValueRuleArgs[Name]];
}[keyof ValueRuleArgs];

/** The arguments of every rule; the emptyOr rules wrap another rule. */
export interface RuleArgs extends ValueRuleArgs {
  emptyOr: [rule: ValueRuleRef];
  emptyOrIfPlatformAdmin: [rule: ValueRuleRef];
}

export type RuleName = keyof RuleArgs;

/** A rule by name: `'email'`, `['minLength', 3]`, `['emptyOr', 'email']`, `['compareTo', 'password']`. */
export type RuleRef = ValueRuleRef | readonly ['emptyOr', ValueRuleRef] | readonly ['emptyOrIfPlatformAdmin', ValueRuleRef];

export interface RuleContext {
  /** Whether the user holds the platform admin role (`atrium`) in the active context. */
  isPlatformAdmin: boolean;
  /** The whole form, for rules that compare fields. */
  form: Readonly<Record<string, unknown>>;
}

/** Checks one value; returns the message key of the failure, or null when the value passes. */
export type Rule = (value: unknown, context: RuleContext) => string | null;
