/**
 * The portal username's availability (spec part 2 section 4, "Username availability"): invalid
 * from the start, and cleared only when the format passes (text@text.text) and the server says
 * no account has it; also cleared when the check itself fails (the server decides on create).
 */

/** Where the check of one username stands. */
export type UsernameCheckState =
  | { status: "empty"; isInvalid: true }
  | { status: "badFormat"; isInvalid: true }
  | { status: "checking"; isInvalid: true }
  | { status: "taken"; isInvalid: true }
  | { status: "available"; isInvalid: false }
  | { status: "checkFailed"; isInvalid: false };

/** The server's answer to the check of the username typed: none yet, a failure, or whether an account exists. */
export type UsernameAnswer = { kind: "pending" } | { kind: "failed" } | { kind: "answered"; accountExist: boolean };

/** The loose pattern of the spec (and of the contract's username). */
export const USERNAME_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Whether a username may be asked about at all. */
export function isUsernameFormatValid(username: string): boolean {
  return USERNAME_PATTERN.test(username.trim());
}

/** The state of the check for a username and the answer to it (the answer is ignored while the format fails). */
export function usernameCheckState(username: string, answer: UsernameAnswer): UsernameCheckState {
  if (username.trim() === "") return { status: "empty", isInvalid: true };
  if (!isUsernameFormatValid(username)) return { status: "badFormat", isInvalid: true };
  switch (answer.kind) {
    case "pending":
      return { status: "checking", isInvalid: true };
    case "failed":
      return { status: "checkFailed", isInvalid: false };
    case "answered":
      return answer.accountExist ? { status: "taken", isInvalid: true } : { status: "available", isInvalid: false };
  }
}
