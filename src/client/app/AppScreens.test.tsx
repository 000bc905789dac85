import { render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { mockCurrentUser, mockFrontendConfig } from "../api/mocks.ts";
import { setupTestServer } from "../modules/common/testServer.ts";
import { AppScreens } from "./AppScreens.tsx";
import { preloadScreen } from "./routes.tsx";
import { SessionProvider } from "./session.tsx";
import { ShellTestProviders } from "./testing/ShellTestProviders.tsx";

// The page ids the page editor asked the server for: what its route handed it.
const pagesRead: (string | null)[] = [];
setupTestServer(
  http.post("*/dashboard/reports/page-views", () => new HttpResponse(null, { status: 204 })),
  http.get("*/cms/editor/page", ({ request }) => {
    pagesRead.push(new URL(request.url).searchParams.get("id"));
    return HttpResponse.json({ error: { code: "NOT_FOUND", message: "CMS page not found." } }, { status: 404 });
  }),
);

// The page editor's chunk loaded before the tests: they wait for what it shows, not for the download.
beforeAll(async () => {
  await preloadScreen("/app/cms/content/page/:id");
}, 60_000);

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The shell's screens under /app, opened at `address`. */
function renderAt(address: string) {
  pagesRead.length = 0;
  render(
    <ShellTestProviders>
      <SessionProvider user={mockCurrentUser({ permissions: ["cms"] })} config={mockFrontendConfig()}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/app/*" element={<AppScreens />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </SessionProvider>
    </ShellTestProviders>,
  );
}

const location = () => screen.getByTestId("location").textContent;

describe("the app's screens with path parameters", () => {
  it("hand a module screen its route's parameter (the page editor's page id)", async () => {
    renderAt("/app/cms/content/page/7");
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the page.");
    expect(pagesRead).toEqual(["7"]);
  });

  it("send an older address on to the route, its parameter moved from the query into the path", async () => {
    renderAt("/app/cms/content/page?id=7&tab=seo");
    await waitFor(() => expect(location()).toBe("/app/cms/content/page/7?tab=seo"));
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the page.");
    expect(pagesRead).toEqual(["7"]);
  });

  it("show 'Page not found' for an older address without the parameter", async () => {
    renderAt("/app/cms/content/page");
    expect(await screen.findByText("Page not found")).toBeTruthy();
    expect(location()).toBe("/app/cms/content/page");
    expect(pagesRead).toEqual([]);
  });
});
