import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "../api/client.ts";
import { ShellTestProviders } from "./testing/ShellTestProviders.tsx";
import { useUnauthorizedRedirect } from "./useUnauthorizedRedirect.ts";

const unauthorized = () => HttpResponse.json({ error: { code: "UNAUTHORIZED", message: "Not logged in." } }, { status: 401 });
const server = setupServer(
  http.get("*/rest/admin/accounts", unauthorized),
  http.post("*/users/login", unauthorized),
  http.get("*/rest/frontend-config/frontend-config", () =>
    HttpResponse.json({ purgeCode: "x", polo_url: "x", map: { styleUrl: null, center: { latitude: 0, longitude: 0 }, zoom: 1 } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(cleanup);
afterAll(() => server.close());

function Where() {
  useUnauthorizedRedirect();
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

function renderAt(url: string, queryClient = new QueryClient()) {
  const router = createMemoryRouter([{ path: "*", element: <Where /> }], { initialEntries: [url] });
  render(
    <ShellTestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </ShellTestProviders>,
  );
}

describe("401 from any call", () => {
  it("goes to the login screen, keeping the screen to come back to, and drops cached data", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["get", "/users/current"], { email: "someone@example.com" });
    renderAt("/app/administrators/accounts?page=2", queryClient);
    await api.GET("/rest/admin/accounts");
    expect(await screen.findByText("At /page/login?returnTo=%2Fapp%2Fadministrators%2Faccounts%3Fpage%3D2")).toBeTruthy();
    expect(queryClient.getQueryData(["get", "/users/current"])).toBeUndefined();
  });

  it("leaves a wrong password to the login screen", async () => {
    renderAt("/app/dashboard");
    await api.POST("/users/login", { body: { email: "a@example.com", password: "wrong" } });
    await api.GET("/rest/frontend-config/frontend-config");
    await waitFor(() => expect(screen.getByText("At /app/dashboard")).toBeTruthy());
  });

  it("does nothing more while already on the login screen", async () => {
    renderAt("/page/login?returnTo=%2Fapp%2Fdashboard");
    await api.GET("/rest/admin/accounts");
    expect(await screen.findByText("At /page/login?returnTo=%2Fapp%2Fdashboard")).toBeTruthy();
  });
});
