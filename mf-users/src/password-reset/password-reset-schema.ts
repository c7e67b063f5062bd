import { registerValidationSchema } from '@atrium/shared-ui';

export const PASSWORD_RESET_SCHEMA = 'passwordReset';

// Document 001 §5: the medium password rule, and the repetition must match.
registerValidationSchema(PASSWORD_RESET_SCHEMA, {
  password: ['required', 'mediumPassword'],
  repeatPassword: ['required', ['compareTo', 'password']],
});
