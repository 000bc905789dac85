import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { loginMockHandlers } from "./loginMockHandlers.ts";
import { LoginWithLanding } from "./LoginWithLanding.tsx";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderLogin(url?: string) {
  render(
    <ShellTestProviders>
      <LoginWithLanding url={url} />
    </ShellTestProviders>,
  );
}

function logIn(email = "admin@example.com", password = "secret-password") {
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("login screen", () => {
  it("shows both field messages when submitted empty", async () => {
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Enter your e-mail address.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
  });

  it("goes to the bare app after a successful login, where the shell opens the account's start screen", async () => {
    server.use(...loginMockHandlers.success);
    renderLogin();
    logIn();
    expect(await screen.findByText("Logged in, now at /app")).toBeTruthy();
  });

  it("goes back to the screen kept in the login URL", async () => {
    server.use(...loginMockHandlers.success);
    renderLogin("/page/login?returnTo=%2Fapp%2Fadministrators%2Faccounts%3Fpage%3D2");
    logIn();
    expect(await screen.findByText("Logged in, now at /app/administrators/accounts?page=2")).toBeTruthy();
  });

  it("says 'Incorrect credentials.' for a 401 and for an answer without an e-mail", async () => {
    server.use(...loginMockHandlers.incorrect);
    renderLogin();
    logIn();
    expect(await screen.findByText("Incorrect credentials.")).toBeTruthy();
    cleanup();
    server.use(...loginMockHandlers.answerWithoutEmail);
    renderLogin();
    logIn();
    expect(await screen.findByText("Incorrect credentials.")).toBeTruthy();
  });

  it("says 'Server Request Error' with the loader 'Failed' when the request fails", async () => {
    server.use(...loginMockHandlers.networkError);
    renderLogin();
    logIn();
    expect(await screen.findByText("Server Request Error")).toBeTruthy();
    expect(screen.getByText("Failed")).toBeTruthy();
  });
});
