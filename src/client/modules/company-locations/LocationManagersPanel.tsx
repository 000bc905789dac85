import { Button, Callout, ControlGroup, HTMLTable, InputGroup, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useLocationManagers } from "./useLocationManagers.ts";

/** The managers of a saved location: who they are, add by e-mail, remove after confirmation. */
export function LocationManagersPanel({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const managers = useLocationManagers(locationId);
  return (
    <div>
      <ControlGroup fill style={{ marginBottom: 12 }}>
        <InputGroup
          type="email"
          aria-label={t("companyLocations.managers.email")}
          placeholder={t("companyLocations.managers.email")}
          value={managers.email}
          onValueChange={managers.setEmail}
          onKeyDown={(event) => {
            // The panel may sit inside the location form: Enter adds the manager, it does not save the location.
            if (event.key === "Enter") {
              event.preventDefault();
              void managers.add();
            }
          }}
        />
        <Button
          icon="add"
          loading={managers.isAdding}
          text={t("companyLocations.managers.add")}
          onClick={() => void managers.add()}
          style={{ flexGrow: 0 }}
        />
      </ControlGroup>
      {managers.isLoading ? (
        <Spinner size={24} />
      ) : managers.isLoadFailed ? (
        <Callout intent="danger" role="alert">
          {t("companyLocations.managers.loadFailed")}
        </Callout>
      ) : managers.managers.length === 0 ? (
        <p>{t("companyLocations.managers.none")}</p>
      ) : (
        <HTMLTable compact striped style={{ width: "100%" }}>
          <thead>
            <tr>
              <th>{t("companyLocations.managers.columns.name")}</th>
              <th>{t("companyLocations.managers.columns.email")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {managers.managers.map((manager) => (
              <tr key={manager.id}>
                <td>{manager.fullname}</td>
                <td>{manager.email}</td>
                <td style={{ textAlign: "right" }}>
                  <Button
                    size="small"
                    variant="minimal"
                    icon="trash"
                    loading={managers.removing === manager.id}
                    aria-label={t("companyLocations.managers.remove", { name: manager.fullname })}
                    onClick={() => void managers.remove(manager)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
