import { sql, type ExpressionBuilder } from 'kysely';

/** A username or e-mail address as people type it to sign in: either one, case ignored. */
export function isLoginName<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, usernameOrEmail: string) {
  const name = usernameOrEmail.toLowerCase();
  return eb.or([eb(sql`lower(username)`, '=', name), eb(sql`lower(email)`, '=', name)]);
}
