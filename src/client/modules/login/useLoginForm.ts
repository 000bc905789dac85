import { useRef, useState } from "react";
import type { CurrentUser } from "../../api/sessionTypes.ts";
import type { LoginOutcome } from "./loginRequest.ts";
import { LOGIN_FIELDS, loginErrors, type LoginField, type LoginValues } from "./loginRules.ts";

/** idle → loading → (success | back to idle with a message | failed when the request failed). */
export type LoginStatus = "idle" | "loading" | "failed" | "succeeded";

const MESSAGE: Record<Exclude<LoginOutcome["kind"], "success">, string> = {
  incorrect: "errors.incorrectCredentials",
  tooManyAttempts: "errors.tooManyLoginAttempts",
  failed: "errors.serverRequest",
};

export interface LoginFormOptions {
  /** Sends the credentials; requestLogin in the app, a stub in tests. */
  submit(values: LoginValues): Promise<LoginOutcome>;
  onSuccess(user: CurrentUser): void;
}

export interface LoginForm {
  values: LoginValues;
  setValue(field: LoginField, value: string): void;
  /** Marks a field as touched (on blur), so its message shows. */
  touch(field: LoginField): void;
  /** The message key to show under a field: only once the field is dirty. */
  fieldError(field: LoginField): string | undefined;
  status: LoginStatus;
  /** Message key of the last failed attempt. */
  failureKey?: string;
  submitForm(): Promise<void>;
}

/**
 * The login form without its view. Submitting is allowed only when the form is valid and no
 * login is loading; otherwise both fields are marked dirty so their messages show (spec part 1).
 */
export function useLoginForm({ submit, onSuccess }: LoginFormOptions): LoginForm {
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" });
  const [dirty, setDirty] = useState<Record<LoginField, boolean>>({ email: false, password: false });
  const [status, setStatus] = useState<LoginStatus>("idle");
  const [failureKey, setFailureKey] = useState<string>();
  // A ref, not state: two clicks in the same tick must not both see "not loading".
  const isLoading = useRef(false);

  const errors = loginErrors(values);
  const markAllDirty = () => setDirty(Object.fromEntries(LOGIN_FIELDS.map((f) => [f, true])) as Record<LoginField, boolean>);

  return {
    values,
    setValue: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setDirty((current) => ({ ...current, [field]: true }));
    },
    touch: (field) => setDirty((current) => ({ ...current, [field]: true })),
    fieldError: (field) => (dirty[field] ? errors[field] : undefined),
    status,
    failureKey,
    async submitForm() {
      if (isLoading.current || Object.keys(errors).length > 0) return markAllDirty();
      isLoading.current = true;
      setStatus("loading");
      setFailureKey(undefined);
      const outcome = await submit(values).catch((): LoginOutcome => ({ kind: "failed" }));
      isLoading.current = false;
      if (outcome.kind === "success") {
        setStatus("succeeded");
        onSuccess(outcome.user);
        return;
      }
      setStatus(outcome.kind === "failed" ? "failed" : "idle");
      setFailureKey(MESSAGE[outcome.kind]);
    },
  };
}
