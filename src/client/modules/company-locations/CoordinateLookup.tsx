import { AnchorButton, Button, Callout } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { coordinatesOf, type GeocodeResult } from "./geocodeLookup.ts";
import { parseCoordinate, type AddressDraft } from "./locationDraft.ts";
import { useCoordinateLookup } from "./useCoordinateLookup.ts";

export interface CoordinateLookupProps {
  address: AddressDraft;
  onCoordinates(latitude: string, longitude: string): void;
}

const PRECISION_KEYS: Record<GeocodeResult["precision"], string> = {
  address: "companyLocations.geocode.precision.address",
  street: "companyLocations.geocode.precision.street",
  zipCode: "companyLocations.geocode.precision.zipCode",
  zipCodeArea: "companyLocations.geocode.precision.zipCodeArea",
  locality: "companyLocations.geocode.precision.locality",
  region: "companyLocations.geocode.precision.region",
  country: "companyLocations.geocode.precision.country",
};

/** 'Look up coordinates' for the address, with the catalogue's messages and a map link to check the point. */
export function CoordinateLookup({ address, onCoordinates }: CoordinateLookupProps) {
  const { t } = useTranslation();
  const use = (result: GeocodeResult) => {
    const { latitude, longitude } = coordinatesOf(result);
    onCoordinates(latitude, longitude);
  };
  const { state, lookup } = useCoordinateLookup(address, use);
  const latitude = parseCoordinate(address.latitude, 90);
  const longitude = parseCoordinate(address.longitude, 180);
  const describe = (result: GeocodeResult) =>
    t("companyLocations.geocode.found", { label: result.label, precision: t(PRECISION_KEYS[result.precision]) });

  return (
    <div>
      <div style={{ display: "flex", gap: 8, marginBottom: 8 }}>
        <Button
          icon="geolocation"
          loading={state.kind === "loading"}
          text={t("companyLocations.geocode.lookup")}
          onClick={() => void lookup()}
        />
        {latitude !== undefined && longitude !== undefined && (
          <AnchorButton
            variant="minimal"
            icon="map"
            target="_blank"
            rel="noopener noreferrer"
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`}
            text={t("companyLocations.geocode.showOnMap")}
          />
        )}
      </div>
      {state.kind === "needsCountry" && (
        <Callout intent="warning" role="alert">
          {t("companyLocations.geocode.needsCountry")}
        </Callout>
      )}
      {state.kind === "none" && (
        <Callout intent="warning" role="alert">
          {t("companyLocations.geocode.none")}
        </Callout>
      )}
      {state.kind === "failed" && (
        <Callout intent="danger" role="alert">
          {t("companyLocations.geocode.failed", { status: state.status })}
        </Callout>
      )}
      {state.kind === "found" && (
        <Callout intent="success" role="status">
          <div>{describe(state.results[0]!)}</div>
          {state.results.length > 1 && (
            <div style={{ marginTop: 4 }}>
              {t("companyLocations.geocode.alternatives")}{" "}
              {state.results.slice(1).map((result) => (
                <Button
                  key={`${result.latitude},${result.longitude},${result.label}`}
                  size="small"
                  variant="minimal"
                  text={t("companyLocations.geocode.use", { label: result.label })}
                  title={describe(result)}
                  onClick={() => use(result)}
                />
              ))}
            </div>
          )}
        </Callout>
      )}
    </div>
  );
}
