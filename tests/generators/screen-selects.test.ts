import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientFilesAt, clientLocaleKeys, generateScreens, ScreenGenerationError } from "../../generators/lib/screens.ts";
import type { ScreenConfig } from "../../src/client/screens/screenConfig.ts";

// The screen generator's checks of inline select cells, options read from an operation and the
// read-only detail dialog, on the meeting-booking and newsletter screens (their texts live with
// their modules).
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const inputs = {
  contract: JSON.parse(read("src/shared/api/generated/openapi.gen.json")),
  locales: clientLocaleKeys(root),
  schema: JSON.parse(read("screens/screen.schema.json")),
  clientFiles: clientFilesAt(path.join(root, "src/client")),
};
const BOOKINGS = { file: "screens/meeting-bookings.screen.yaml", text: read("screens/meeting-bookings.screen.yaml") };
const NEWSLETTER = { file: "screens/newsletter-subscriptions.screen.yaml", text: read("screens/newsletter-subscriptions.screen.yaml") };

/** The config the generator emits for a screen (its .screen.gen.ts, read back as JSON). */
function configOf(source: { file: string; text: string }): ScreenConfig {
  const files = generateScreens({ ...inputs, sources: [source] });
  const content = files.find((f) => f.path.endsWith(".screen.gen.ts"))!.content;
  return JSON.parse(content.slice(content.indexOf("= {") + 2, content.lastIndexOf(";")));
}

function failureOf(source: { file: string; text: string }, edit: (yaml: string) => string): string {
  const text = edit(source.text);
  expect(text, "the edit must change the YAML").not.toBe(source.text);
  try {
    generateScreens({ ...inputs, sources: [{ file: source.file, text }] });
  } catch (error) {
    expect(error).toBeInstanceOf(ScreenGenerationError);
    return (error as Error).message;
  }
  throw new Error("generation succeeded");
}

describe("an inline select cell (columns[].inlineSelect)", () => {
  it("emits the update by method and path, the body fields it copies from the row, its options and defaults", () => {
    const status = configOf(BOOKINGS).columns.find((c) => c.field === "status")!;
    expect(status.inlineSelect).toEqual({
      operation: { operationId: "updateMeetingBookingStatus", method: "post", path: "/rest/meeting/booking/update-status", pathParams: [] },
      field: "status",
      body: { bookingId: "id" },
      options: { source: "filterable", property: "status" },
      permission: "meetingBooking",
      failedKey: "resources.meetingBookings.messages.statusFailed",
    });
  });

  it("fails on a body field the update lacks, a row field the rows lack, and a required field left out", () => {
    const message = failureOf(BOOKINGS, (y) =>
      y.replace("field: status\n      body: { bookingId: id }", "field: state\n      body: { booking: idd }"),
    );
    expect(message).toContain(
      "columns[7].inlineSelect.field: 'state' is not a field of updateMeetingBookingStatus's body (did you mean 'status'?)",
    );
    expect(message).toContain("columns[7].inlineSelect.body.booking: not a field of updateMeetingBookingStatus's body");
    expect(message).toContain("columns[7].inlineSelect.body.booking: 'idd' is not a field of the rows (did you mean 'id'?)");
    expect(message).toContain(
      "columns[7].inlineSelect.body: updateMeetingBookingStatus requires bookingId, status; copy them from the row",
    );
  });

  it("fails on a read as the update, a permission that cannot call it, and options the list does not answer", () => {
    const message = failureOf(BOOKINGS, (y) =>
      y
        .replace("operationId: updateMeetingBookingStatus", "operationId: getBookedVisit\n      permission: warranty")
        .replace("options: { source: filterable, property: status }", "options: { source: filterable, property: statuses }"),
    );
    expect(message).toContain("columns[7].inlineSelect.operationId: getBookedVisit is a GET, a change needs a POST, PUT or PATCH");
    expect(message).toContain("columns[7].inlineSelect.operationId: permission 'warranty' cannot call getBookedVisit");
    expect(message).toContain("columns[7].inlineSelect.options: listBookedVisits answers no filterable.statuses (did you mean 'status'?)");
  });

  it("fails on labels and static values that are not values of the body field", () => {
    const message = failureOf(BOOKINGS, (y) =>
      y
        .replace(
          "canceled: resources.meetingBookings.statuses.canceled\n    inlineSelect",
          "cancelled: resources.meetingBookings.statuses.canceled\n    inlineSelect",
        )
        .replace(
          "options: { source: filterable, property: status }",
          "options: { source: static, values: [{ value: archived, labelKey: resources.meetingBookings.statuses.done }] }",
        ),
    );
    expect(message).toContain("columns.enumLabels: 'cancelled' is not a value of the field (new, done, canceled)");
    expect(message).toContain('columns[7].inlineSelect.options.values[0].value: "archived" is not one of new, done, canceled');
  });
});

describe("options read from an operation (options.source: operation)", () => {
  it("emits the operation, the value and label fields, the counts' list and the failure text", () => {
    const filter = configOf(NEWSLETTER).filters.find((f) => f.key === "newsletterCode")!;
    expect(filter.options).toEqual({
      source: "operation",
      operation: { operationId: "listNewsletters", method: "get", path: "/rest/newsletter/newsletters", pathParams: [] },
      value: "code",
      label: "code",
      counts: "newsletterCodes",
      failedKey: "resources.newsletterSubscriptions.messages.newslettersFailed",
    });
  });

  it("fails on fields the operation's rows lack, counts the list does not answer, and an operation that is no GET of an array", () => {
    let message = failureOf(NEWSLETTER, (y) =>
      y.replace("value: code, counts: newsletterCodes", "value: kode, label: name, counts: codes"),
    );
    expect(message).toContain("filters[1].options.value: 'kode' is not a field of listNewsletters's rows (did you mean 'code'?)");
    expect(message).toContain("filters[1].options.label: 'name' is not a field of listNewsletters's rows");
    expect(message).toContain("filters[1].options.counts: listNewsletterSubscriptionsPage answers no filterable.codes");
    message = failureOf(NEWSLETTER, (y) => y.replace("operationId: listNewsletters,", "operationId: listNewsletterSubscriptionsPage,"));
    expect(message).toContain("filters[1].options.operationId: listNewsletterSubscriptionsPage does not answer an array of rows");
    message = failureOf(NEWSLETTER, (y) => y.replace("operationId: listNewsletters,", "operationId: getBookedVisit,"));
    expect(message).toContain("filters[1].options.operationId: permission 'newsletterSubscription' cannot call getBookedVisit");
    expect(message).toContain("filters[1].options.operationId: getBookedVisit needs id; options are read without parameters");
  });

  it("fails on a failure text missing in a language", () => {
    const message = failureOf(NEWSLETTER, (y) => y.replace("messages.newslettersFailed", "messages.newsletterFailed"));
    expect(message).toContain(
      "i18n key 'resources.newsletterSubscriptions.messages.newsletterFailed' is missing in src/client/**/locales/en.json",
    );
  });
});

describe("a read-only detail dialog (dialogs.detail)", () => {
  it("emits its GET, fields with labels and formats, and a row action opening it with its permission", () => {
    const config = configOf(BOOKINGS);
    expect(config.detail?.operation).toEqual({
      operationId: "getBookedVisit",
      method: "get",
      path: "/rest/meeting/booked-visits/{id}",
      pathParams: ["id"],
    });
    expect(config.detail?.fields[0]).toEqual({
      field: "createdAt",
      labelKey: "resources.meetingBookings.fields.createdAt",
      format: "datetime",
    });
    expect(config.detail?.fields.at(-1)).toEqual({
      field: "message",
      labelKey: "resources.meetingBookings.fields.message",
      format: "text",
    });
    expect(config.rowActions).toEqual([
      { id: "view", labelKey: "resources.meetingBookings.actions.view", icon: "eye-open", dialog: "detail", permission: "meetingBooking" },
    ]);
  });

  it("fails on a field its answer lacks, a write as its read, and a row action naming a detail the screen lacks", () => {
    let message = failureOf(BOOKINGS, (y) =>
      y
        .replace("operationId: getBookedVisit", "operationId: updateMeetingBookingStatus")
        .replace("- { field: message }", "- { field: note }"),
    );
    expect(message).toContain("dialogs.detail.operationId: updateMeetingBookingStatus is a POST, reading needs a GET");
    expect(message).toContain("dialogs.detail.fields[9].field: 'note' is not a field of updateMeetingBookingStatus's answer");
    message = failureOf(BOOKINGS, (y) => y.slice(0, y.indexOf("dialogs:")));
    expect(message).toContain("rowActions[0].dialog: the screen has no 'detail' dialog");
  });
});
