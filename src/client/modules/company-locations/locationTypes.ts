import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** A company location as the list and the dialog read it (contract CompanyLocation). */
export type CompanyLocation = Json<operations["getLocation"]["responses"][200]>;
/** The body of location create and update (contract CompanyLocationInput). */
export type CompanyLocationInput = Json<operations["updateLocation"]["requestBody"]>;
/** The location's type: null (none), shop_in_shop or the brand's own store. */
export type LocationType = CompanyLocation["locationType"];
/** Opening intervals per weekday (contract OpeningHoursWeek). */
export type OpeningHoursWeek = CompanyLocation["weeklyOpeningHours"];
/** One opening interval of a day, HH:mm. */
export type OpeningHoursEntry = OpeningHoursWeek["monday"][number];
/** A named set of weekly hours; at most one is active. */
export type TimeSchema = CompanyLocation["timeSchemas"][number];
/** Different hours on one date; both times null means closed all day. */
export type OpeningHourDeviation = CompanyLocation["openingHourDeviations"][number];
/** A manager of a location (a contact). */
export type Manager = Json<operations["listLocationManagers"]["responses"][200]>[number];
/** The answer of adding a manager by e-mail. */
export type ManagerAddResult = Json<operations["addLocationManager"]["responses"][200]>;
/** The coordinate lookup's answer. */
export type GeocodeAnswer = Json<operations["geocodeAddress"]["responses"][200]>;
export type GeocodeQuery = operations["geocodeAddress"]["parameters"]["query"];
/** A visit booked at a location (the dialog's meeting bookings). */
export type MeetingBooking = Extract<Json<operations["listBookedVisits"]["responses"][200]>, unknown[]>[number];
/** A country of the address chooser. */
export type Country = Json<operations["listCountries"]["responses"][200]>[number];
