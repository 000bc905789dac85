import { AnchorButton, Button, Tooltip } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { personalDataHref } from "./useContactGdpr.ts";

export interface ContactGdprButtonsProps {
  /** The contact's primary address (the download is asked by address); empty: no download. */
  email: string;
  isErasing: boolean;
  onErase(): void;
}

/** The GDPR buttons of a stored contact: download its personal data (a JSON file), erase it after a confirmation. */
export function ContactGdprButtons({ email, isErasing, onErase }: ContactGdprButtonsProps) {
  const { t } = useTranslation();
  const download = (
    <AnchorButton
      icon="download"
      variant="minimal"
      text={t("contacts.gdpr.download")}
      href={email ? personalDataHref(email) : undefined}
      disabled={!email}
      target="_blank"
      rel="noopener noreferrer"
      download
    />
  );
  return (
    <>
      {email ? download : <Tooltip content={t("contacts.gdpr.noEmail")}>{download}</Tooltip>}
      <Button icon="trash" variant="minimal" intent="danger" text={t("contacts.gdpr.delete")} loading={isErasing} onClick={onErase} />
    </>
  );
}
