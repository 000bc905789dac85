import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type { CurrentUser } from "../../app/session.tsx";
import { bookingsHandlers, bookingsPage } from "../../screens/testing/bookingsFixtures.ts";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";

const BOOKINGS_ROUTE = "/app/meeting-booking";

/**
 * Book a Meeting (screens/meeting-bookings.screen.yaml, all of it the engine's): the bookings
 * newest first, the status changed in the table, a booking opened read-only, the CSV link.
 */
const meta = {
  title: "Meetings/MeetingBookingsScreen",
  args: { route: BOOKINGS_ROUTE, permissions: ["meetingBooking"] },
  render: ({ route, permissions }) => <RegisteredScreenFrame path={BOOKINGS_ROUTE} route={route} permissions={permissions} />,
  parameters: { layout: "fullscreen", msw: { handlers: bookingsHandlers() } },
} satisfies Meta<{ route: string; permissions: CurrentUser["permissions"] }>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Bookings: Story = {};

/** Filtered by status and sorted by last name: all of it in the URL, and in the CSV link. */
export const FilteredAndSorted: Story = {
  args: { route: `${BOOKINGS_ROUTE}?sort=lastname&direction=asc&filters=${encodeURIComponent('{"status":"new"}')}` },
};

/** An account with the company permission reads the list; the status is plain text and no booking opens. */
export const ReadOnly: Story = { args: { permissions: ["company"] } };

export const NoBookings: Story = {
  parameters: { msw: { handlers: [http.get("*/rest/meeting/booked-visits", () => HttpResponse.json(bookingsPage([])))] } },
};

/** 'Could not retrieve booked meetings'. */
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/rest/meeting/booked-visits", () =>
          HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "The database is unavailable." } }, { status: 503 }),
        ),
      ],
    },
  },
};
