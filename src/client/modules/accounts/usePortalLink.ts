import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { $api, api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { readKey } from "../../api/queryKeys.ts";
import type { PortalAccount } from "./accountTypes.ts";

export interface PortalLinkState {
  link: PortalAccount | undefined;
  isLoading: boolean;
  isBusy: boolean;
  /** The message to show: the server's on a refused link, 'could not get … account' otherwise. */
  error: string | null;
  linkAccount(username: string, password: string): Promise<boolean>;
  unlinkAccount(): Promise<void>;
}

/** The customer-portal link of a stored account: read, link with credentials, unlink. */
export function usePortalLink(accountId: number): PortalLinkState {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const params = { params: { path: { accountId } } };
  const query = $api.useQuery("get", "/rest/admin/accounts/{accountId}/portal-account", params);
  const [isBusy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const couldNotGet = t("accounts.portal.getFailed", { portal: t("accounts.portal.name") });
  const store = (link: PortalAccount) => queryClient.setQueryData(readKey("/rest/admin/accounts/{accountId}/portal-account", params), link);

  async function linkAccount(username: string, password: string) {
    setBusy(true);
    setActionError(null);
    try {
      const { data, error } = await api.POST("/rest/admin/accounts/{accountId}/portal-link", { ...params, body: { username, password } });
      if (error !== undefined || !data) {
        setActionError(apiErrorMessage(error, "accounts.dialog.error"));
        return false;
      }
      store(data);
      return true;
    } catch (failure) {
      setActionError(apiErrorMessage(failure, "accounts.dialog.error"));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function unlinkAccount() {
    setBusy(true);
    setActionError(null);
    try {
      const { data, error } = await api.GET("/rest/admin/accounts/{accountId}/portal-unlink", params);
      if (error !== undefined || !data) setActionError(couldNotGet);
      else store(data);
    } catch {
      setActionError(couldNotGet);
    } finally {
      setBusy(false);
    }
  }

  return {
    link: query.data,
    isLoading: query.isLoading,
    isBusy,
    error: actionError ?? (query.isError ? couldNotGet : null),
    linkAccount,
    unlinkAccount,
  };
}
