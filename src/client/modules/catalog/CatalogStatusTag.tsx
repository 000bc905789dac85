import { Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { STATUS_INTENTS } from "./catalogLabels.ts";
import type { CatalogOrder } from "./catalogTypes.ts";

export interface CatalogStatusTagProps {
  status: CatalogOrder["status"] | null | undefined;
  /** Label key per status code; a code without one shows the server's name. */
  labels: Readonly<Record<string, string>>;
}

/** A catalog request's status as a coloured tag. */
export function CatalogStatusTag({ status, labels }: CatalogStatusTagProps) {
  const { t } = useTranslation();
  if (!status) return null;
  const key = labels[status.code];
  return (
    <Tag minimal intent={STATUS_INTENTS[status.code] ?? "none"}>
      {key ? t(key) : status.name}
    </Tag>
  );
}
