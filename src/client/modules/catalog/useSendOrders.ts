import { useCallback, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import type { CatalogOrder, LocationOption } from "./catalogTypes.ts";
import { chooseForAll, sendOutcome, sendPairs, type SendChoices } from "./sendChoices.ts";

export interface SendOrders {
  /** The requests being sent; null while the dialog is closed. */
  orders: readonly CatalogOrder[] | null;
  choices: SendChoices;
  isSending: boolean;
  /** At least one request has a location, so Send does something. */
  canSend: boolean;
  open(orders: readonly CatalogOrder[]): void;
  close(): void;
  choose(orderId: number, location: LocationOption | null): void;
  chooseForAll(location: LocationOption | null): void;
  /** Sends the requests that have a location; does nothing when none has (spec section 5). */
  send(): Promise<boolean>;
}

/** Sending several catalog requests to chosen locations (POST /rest/catalog/send-multiple). */
export function useSendOrders({ onSent }: { onSent(): void }): SendOrders {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [orders, setOrders] = useState<readonly CatalogOrder[] | null>(null);
  const [choices, setChoices] = useState<SendChoices>(new Map());
  const [isSending, setSending] = useState(false);

  const open = useCallback((next: readonly CatalogOrder[]) => {
    setOrders(next);
    setChoices(new Map());
  }, []);
  const close = useCallback(() => {
    if (!isSending) setOrders(null);
  }, [isSending]);
  const choose = useCallback((orderId: number, location: LocationOption | null) => {
    setChoices((current) => {
      const next = new Map(current);
      if (location) next.set(orderId, location);
      else next.delete(orderId);
      return next;
    });
  }, []);

  const pairs = useMemo(() => (orders ? sendPairs(orders, choices) : []), [orders, choices]);
  const send = useCallback(async () => {
    if (pairs.length === 0 || isSending) return false;
    setSending(true);
    try {
      const outcome = sendOutcome(answerOf(await api.POST("/rest/catalog/send-multiple", { body: pairs })));
      if (outcome.sent > 0) toast.success(t("catalog.send.sent", { count: outcome.sent }));
      if (outcome.failed > 0) toast.warning(t("catalog.send.someFailed", { count: outcome.failed }));
      void invalidateAfter(queryClient, "sendCatalogOrders");
      setOrders(null);
      onSent();
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(error, "catalog.send.failed"));
      return false;
    } finally {
      setSending(false);
    }
  }, [pairs, isSending, queryClient, onSent, t]);

  return {
    orders,
    choices,
    isSending,
    canSend: pairs.length > 0,
    open,
    close,
    choose,
    chooseForAll: (location) => {
      if (orders) setChoices(chooseForAll(orders, location));
    },
    send,
  };
}
