import { useState } from "react";
import { Button, Callout, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { TextField } from "../common/TextField.tsx";
import { usePortalLink } from "./usePortalLink.ts";

export interface PortalLinkPaneProps {
  /** The stored account; null while the account is new (it must be saved first). */
  accountId: number | null;
}

/** Link the account to a customer-portal account with that account's credentials, or unlink it. */
export function PortalLinkPane({ accountId }: PortalLinkPaneProps) {
  const { t } = useTranslation();
  if (accountId === null) return <Callout intent="primary">{t("accounts.portal.saveFirst")}</Callout>;
  return <PortalLinkForm accountId={accountId} />;
}

function PortalLinkForm({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const portal = usePortalLink(accountId);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");

  if (portal.isLoading) return <Spinner size={20} />;
  const submit = async () => {
    if (await portal.linkAccount(username.trim(), password)) setPassword("");
  };
  return (
    <div>
      {portal.error && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 12 }}>
          {portal.error}
        </Callout>
      )}
      {portal.link?.isSet ? (
        <p>
          {t("accounts.portal.linkedAs", { username: portal.link.username ?? "" })}{" "}
          <Button
            variant="minimal"
            intent="danger"
            icon="disable"
            loading={portal.isBusy}
            onClick={() => void portal.unlinkAccount()}
            text={t("accounts.portal.unlink")}
          />
        </p>
      ) : (
        // Not a <form>: the pane sits inside the account dialog's form, and Enter here links
        // the portal account instead of saving the staff account. The div only hears Enter from
        // its own inputs; it is no control itself.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (username.trim() && password) void submit();
          }}
        >
          <p>{t("accounts.portal.notLinked")}</p>
          <TextField
            id="portal-username"
            label={t("accounts.portal.username")}
            autoComplete="off"
            value={username}
            maxLength={maxLengths.PortalCredentials.username}
            onChange={setUsername}
          />
          <TextField
            id="portal-password"
            label={t("accounts.portal.password")}
            type="password"
            autoComplete="off"
            value={password}
            maxLength={maxLengths.PortalCredentials.password}
            onChange={setPassword}
          />
          <Button
            icon="link"
            loading={portal.isBusy}
            disabled={!username.trim() || !password}
            onClick={() => void submit()}
            text={t("accounts.portal.link")}
          />
        </div>
      )}
    </div>
  );
}
