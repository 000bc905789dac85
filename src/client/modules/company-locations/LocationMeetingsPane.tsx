import { Callout, HTMLTable, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { formatCell } from "../../screens/controllers/formatCell.ts";
import { fullName } from "../../../shared/fullName.ts";
import type { MeetingBooking } from "./locationTypes.ts";

const STATUS_KEYS: Record<MeetingBooking["status"], string> = {
  new: "companyLocations.meetings.statuses.new",
  done: "companyLocations.meetings.statuses.done",
  canceled: "companyLocations.meetings.statuses.canceled",
};

/** The visits customers booked at the location, newest first (GET booked-visits with filter=location). */
export function LocationMeetingsPane({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const query = $api.useQuery("get", "/rest/meeting/booked-visits", { params: { query: { filter: "location", locationId } } });
  if (query.isLoading) return <Spinner size={24} />;
  if (query.isError) {
    return (
      <Callout intent="danger" role="alert">
        {t("companyLocations.meetings.loadFailed")}
      </Callout>
    );
  }
  const bookings = Array.isArray(query.data) ? query.data : (query.data?.list ?? []);
  if (bookings.length === 0) return <p>{t("companyLocations.meetings.none")}</p>;
  return (
    <HTMLTable compact striped style={{ width: "100%" }}>
      <thead>
        <tr>
          <th>{t("companyLocations.meetings.columns.createdAt")}</th>
          <th>{t("companyLocations.meetings.columns.name")}</th>
          <th>{t("companyLocations.meetings.columns.email")}</th>
          <th>{t("companyLocations.meetings.columns.telephone")}</th>
          <th>{t("companyLocations.meetings.columns.status")}</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.id}>
            <td>{formatCell(booking.createdAt, { format: "datetime" }, t)}</td>
            <td>{fullName(booking) || t("companyLocations.list.noValue")}</td>
            <td>{booking.email}</td>
            <td>{booking.telephone}</td>
            <td>{t(STATUS_KEYS[booking.status])}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
