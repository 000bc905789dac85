import { Callout } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { contactFieldLabel } from "./contactServerErrors.ts";

/** The fields a refused save named, as 'field: message' lines in the UI language, seen from every pane. */
export function ContactSaveFailure({ fieldErrors }: { fieldErrors: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  const entries = Object.entries(fieldErrors);
  if (entries.length === 0) return null;
  return (
    <Callout intent="danger" role="alert" title={t("contacts.serverFields.title")} style={{ marginBottom: 12 }}>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {entries.map(([path, messageKey]) => {
          const label = contactFieldLabel(path);
          return <li key={path}>{`${t(label.key, label.values)}: ${t(messageKey)}`}</li>;
        })}
      </ul>
    </Callout>
  );
}
