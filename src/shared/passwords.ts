/** The shortest password an account may have: the server refuses shorter, the account form says so first. */
export const MIN_PASSWORD_LENGTH = 12;
