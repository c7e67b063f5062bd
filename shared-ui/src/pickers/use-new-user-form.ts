import { NEW_USER_EMAIL_TAKEN, newUserSchema, type UserSelectItem } from '@atrium/users-contract';
import { useState, type ChangeEvent } from 'react';
import { ApiError } from '../auth/api-error';
import { fieldErrorsOf } from '../auth/field-errors-of';
import { registerNewUser } from './picker-api';

export type NewUserTexts = Record<'firstName' | 'lastName' | 'email' | 'phone', string>;
type Flags = { force?: true; useDuplicate?: true };

const NO_TEXTS: NewUserTexts = { firstName: '', lastName: '', email: '', phone: '' };

// The contract's messages are message keys, so they are shown as they are.
function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

// The server names a refused field "user.<field>" (after fieldErrorsOf drops "body.").
const refusedFields = (error: unknown) =>
  Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([field, message]) => [field.replace(/^user\./, ''), message]));

function failureOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'http.500';
  if (error.status === 409) return NEW_USER_EMAIL_TAKEN;
  return [400, 403, 404].includes(error.status) ? `http.${error.status}` : 'http.500';
}

export interface NewUserForm {
  texts: NewUserTexts;
  edit: (field: keyof NewUserTexts) => (event: ChangeEvent<HTMLInputElement>) => void;
  /** Message keys by field; `customerId` when no customer is chosen. */
  errors: Record<string, string>;
  failure: string | null;
  duplicate: UserSelectItem | null;
  busy: boolean;
  /** Registers the person; with a flag after a possible duplicate: take that person, or register anyway. */
  send: (flags?: Flags) => Promise<void>;
  /** Whoever was found belongs to what was typed: a change of customer asks again too. */
  forgetDuplicate: () => void;
}

/**
 * The state and call of registering a person (document 001 §7 "new user"), shared by the pickers' dialog and the
 * company admins' page: the users contract's rules checked before sending, a possible duplicate stops it.
 */
export function useNewUserForm(customerId: number | undefined, onRegistered: (user: UserSelectItem) => void): NewUserForm {
  const [texts, setTexts] = useState(NO_TEXTS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<UserSelectItem | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: keyof NewUserTexts) => (event: ChangeEvent<HTMLInputElement>) => {
    setTexts({ ...texts, [field]: event.target.value });
    setDuplicate(null);
  };

  const send = async (flags: Flags = {}) => {
    const user = newUserSchema.safeParse({ ...texts, phone: texts.phone.trim() || undefined, customerId });
    setErrors(user.success ? {} : errorsByField(user.error.issues));
    setFailure(null);
    if (!user.success) return;
    setBusy(true);
    try {
      const result = await registerNewUser({ ...flags, user: user.data });
      if (result.user) return onRegistered(result.user);
      setDuplicate(result.possibleDuplicate);
    } catch (error) {
      const refused = refusedFields(error);
      setErrors(refused);
      if (Object.keys(refused).length === 0) setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return { texts, edit, errors, failure, duplicate, busy, send, forgetDuplicate: () => setDuplicate(null) };
}
