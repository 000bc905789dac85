import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "../../api/sessionTypes.ts";
import type { LoginOutcome } from "./loginRequest.ts";
import { useLoginForm } from "./useLoginForm.ts";

const user = {
  id: 1,
  email: "admin@example.com",
  firstname: "Ada",
  lastname: null,
  fullName: "Ada",
  permissions: ["all"],
  languagePermissions: [],
} as CurrentUser;

function setup(answer: () => Promise<LoginOutcome> = async () => ({ kind: "success", user })) {
  const submit = vi.fn(answer);
  const onSuccess = vi.fn();
  const hook = renderHook(() => useLoginForm({ submit, onSuccess }));
  const fill = (email: string, password: string) =>
    act(() => {
      hook.result.current.setValue("email", email);
      hook.result.current.setValue("password", password);
    });
  const submitForm = () => act(() => hook.result.current.submitForm());
  return { hook, submit, onSuccess, fill, submitForm };
}

describe("login form rules", () => {
  it("shows no messages before the user does anything", () => {
    const { hook } = setup();
    expect(hook.result.current.fieldError("email")).toBeUndefined();
    expect(hook.result.current.fieldError("password")).toBeUndefined();
  });

  it("does not submit an empty form and marks both fields dirty with their messages", async () => {
    const { hook, submit, submitForm } = setup();
    await submitForm();
    expect(submit).not.toHaveBeenCalled();
    expect(hook.result.current.fieldError("email")).toBe("login.validation.emailRequired");
    expect(hook.result.current.fieldError("password")).toBe("login.validation.passwordRequired");
  });

  it("refuses an e-mail without a domain", async () => {
    const { hook, submit, fill, submitForm } = setup();
    fill("admin", "secret");
    await submitForm();
    expect(submit).not.toHaveBeenCalled();
    expect(hook.result.current.fieldError("email")).toBe("login.validation.emailInvalid");
    expect(hook.result.current.fieldError("password")).toBeUndefined();
  });

  it("submits valid credentials once, ignoring a second submit while loading", async () => {
    let finish!: (outcome: LoginOutcome) => void;
    const { hook, submit, onSuccess, fill } = setup(() => new Promise((resolve) => (finish = resolve)));
    fill("admin@example.com", "secret");
    let first!: Promise<void>;
    act(() => {
      first = hook.result.current.submitForm();
    });
    expect(hook.result.current.status).toBe("loading");
    await act(() => hook.result.current.submitForm());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ email: "admin@example.com", password: "secret" });

    await act(async () => {
      finish({ kind: "success", user });
      await first;
    });
    expect(hook.result.current.status).toBe("succeeded");
    expect(onSuccess).toHaveBeenCalledWith(user);
  });

  it("says 'Incorrect credentials.' and lets the user try again", async () => {
    const { hook, fill, submitForm, onSuccess } = setup(async () => ({ kind: "incorrect" }));
    fill("admin@example.com", "wrong");
    await submitForm();
    expect(hook.result.current.failureKey).toBe("errors.incorrectCredentials");
    expect(hook.result.current.status).toBe("idle");
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("says 'Server Request Error' and shows the loader as failed when the request fails", async () => {
    const { hook, fill, submitForm } = setup(async () => ({ kind: "failed" }));
    fill("admin@example.com", "secret");
    await submitForm();
    expect(hook.result.current.failureKey).toBe("errors.serverRequest");
    expect(hook.result.current.status).toBe("failed");
  });

  it("treats a throwing request as a failed one", async () => {
    const { hook, fill, submitForm } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    fill("admin@example.com", "secret");
    await submitForm();
    expect(hook.result.current.status).toBe("failed");
  });
});
