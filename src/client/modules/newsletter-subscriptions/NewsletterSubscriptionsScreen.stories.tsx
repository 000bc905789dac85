import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { newsletterHandlers } from "../../screens/testing/bookingsFixtures.ts";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";

const NEWSLETTER_ROUTE = "/app/newsletter-subscription";

/**
 * Newsletter (screens/newsletter-subscriptions.screen.yaml, all of it the engine's): the
 * subscriptions newest first, searched by e-mail, filtered by a newsletter read when the screen
 * opens, the CSV link.
 */
const meta = {
  title: "Newsletter/NewsletterSubscriptionsScreen",
  args: { route: NEWSLETTER_ROUTE },
  render: ({ route }) => <RegisteredScreenFrame path={NEWSLETTER_ROUTE} route={route} permissions={["newsletterSubscription"]} />,
  parameters: { layout: "fullscreen", msw: { handlers: newsletterHandlers() } },
} satisfies Meta<{ route: string }>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Subscriptions: Story = {};

/** Filtered by a newsletter and a search, sorted by e-mail: all of it in the URL and the CSV link. */
export const Filtered: Story = {
  args: {
    route: `${NEWSLETTER_ROUTE}?sort=email&direction=asc&filters=${encodeURIComponent('{"search":"example.se","newsletterCode":"care"}')}`,
  },
};

/** The newsletters cannot be read: the server's message, and the filter offers 'All' only. */
export const NewslettersUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/rest/newsletter/newsletters", () =>
          HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "The database is unavailable." } }, { status: 503 }),
        ),
        ...newsletterHandlers(),
      ],
    },
  },
};

/** 'Could not retrieve newsletter list'. */
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/rest/newsletter/subscriptions/get-page", () =>
          HttpResponse.json({ error: { code: "INTERNAL", message: "" } }, { status: 500 }),
        ),
        ...newsletterHandlers(),
      ],
    },
  },
};
