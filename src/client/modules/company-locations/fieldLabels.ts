/** Label keys of the location form's fields, static so the keys can be found in the code. */
export const FIELD_LABEL_KEYS = {
  name: "companyLocations.fields.name",
  locationType: "companyLocations.fields.locationType",
  phone: "companyLocations.fields.phone",
  email: "companyLocations.fields.email",
  website: "companyLocations.fields.website",
  instagramUrl: "companyLocations.fields.instagramUrl",
  customerNumber: "companyLocations.fields.customerNumber",
  street: "companyLocations.fields.street",
  zipCode: "companyLocations.fields.zipCode",
  city: "companyLocations.fields.city",
  city2: "companyLocations.fields.city2",
  country: "companyLocations.fields.country",
  latitude: "companyLocations.fields.latitude",
  longitude: "companyLocations.fields.longitude",
  weeklyOpeningHours: "companyLocations.fields.weeklyOpeningHours",
  openingHoursInfoText: "companyLocations.fields.openingHoursInfoText",
} as const;

export type LabelledField = keyof typeof FIELD_LABEL_KEYS;
