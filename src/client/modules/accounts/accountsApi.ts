import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import type { Account, AccountInput } from "./accountTypes.ts";

/**
 * The account writes, throwing the server's error body on failure so callers can hand it to
 * apiErrorMessage. Shared by the accounts screen and the region groups' membership diff.
 */
export async function createAccount(body: AccountInput): Promise<Account> {
  const { data, error } = await api.POST("/rest/admin/accounts", { body });
  if (error !== undefined || !data) throw error ?? new Error("No answer");
  return data;
}

export async function updateAccount(id: number, body: AccountInput): Promise<Account> {
  const { data, error } = await api.PUT("/rest/admin/accounts/{id}", { params: { path: { id } }, body });
  if (error !== undefined || !data) throw error ?? new Error("No answer");
  return data;
}

export async function deleteAccount(id: number): Promise<void> {
  const { error } = await api.DELETE("/rest/admin/accounts/{id}", { params: { path: { id } } });
  if (error !== undefined) throw error;
}

/** Lists that show accounts: the accounts screen and the region group tree (its members). */
export function invalidateAccounts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ["get", "/rest/admin/accounts"] });
  void queryClient.invalidateQueries({ queryKey: ["get", "/rest/region/group/tree"] });
}
