import { api } from "../../api/client.ts";
import type { CurrentUser } from "../../api/sessionTypes.ts";
import type { LoginValues } from "./loginRules.ts";

/** How a login attempt ended, in the terms of the error catalogue. */
export type LoginOutcome =
  | { kind: "success"; user: CurrentUser }
  /** 401, or an answer without an e-mail: 'Incorrect credentials.' */
  | { kind: "incorrect" }
  /** 429 after too many failed attempts (our addition: the spec has no message for it). */
  | { kind: "tooManyAttempts" }
  /** No answer or any other failure: 'Server Request Error'. */
  | { kind: "failed" };

/** Sends the credentials (POST /users/login) and classifies the answer. */
export async function requestLogin(values: LoginValues): Promise<LoginOutcome> {
  try {
    const { data, response } = await api.POST("/users/login", { body: { email: values.email.trim(), password: values.password } });
    return classifyLoginAnswer(response.status, data);
  } catch {
    return { kind: "failed" };
  }
}

export function classifyLoginAnswer(status: number, body: unknown): LoginOutcome {
  if (status >= 200 && status < 300) {
    const user = body as Partial<CurrentUser> | undefined;
    // The spec's rule: a successful login answers with the account's e-mail; anything else is not one.
    return typeof user?.email === "string" && user.email !== "" ? { kind: "success", user: user as CurrentUser } : { kind: "incorrect" };
  }
  if (status === 401) return { kind: "incorrect" };
  if (status === 429) return { kind: "tooManyAttempts" };
  return { kind: "failed" };
}
