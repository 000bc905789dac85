/** The login form's values and rules (spec part 1, "Login" and section 5). */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginField = keyof LoginValues;

export const LOGIN_FIELDS: readonly LoginField[] = ["email", "password"];

// Deliberately loose: the server decides; this only catches typos such as a missing '@'.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Message keys of the failing rules, per field. */
export function loginErrors(values: LoginValues): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  const email = values.email.trim();
  if (email === "") errors.email = "login.validation.emailRequired";
  else if (!EMAIL_SHAPE.test(email)) errors.email = "login.validation.emailInvalid";
  if (values.password === "") errors.password = "login.validation.passwordRequired";
  return errors;
}
