/**
 * What the sign-up form checks before sending, so that a person sees which field to fix, in their
 * language, rather than the server's refusal. The same limits as the server's account rules
 * (apps/api/src/accounts/inputs.ts), which still decide: a username of 3 to 32 letters, digits,
 * dots, dashes or underscores, and a password of 8 to 256 characters.
 */
const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 256;

export type AccountField = 'username' | 'password';

/** The fields that would be refused, each with the message key that says what is wanted. */
export function signUpProblems(
  username: string,
  password: string,
): Partial<Record<AccountField, string>> {
  const problems: Partial<Record<AccountField, string>> = {};
  if (!USERNAME.test(username)) problems.username = 'auth.problem.username';
  // Lengths in UTF-16 units, as the server counts them.
  if (password.length < PASSWORD_MIN) problems.password = 'auth.problem.passwordShort';
  else if (password.length > PASSWORD_MAX) problems.password = 'auth.problem.passwordLong';
  return problems;
}
