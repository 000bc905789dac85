import { badRequest } from "../../http-errors.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import type { RouteModuleOf } from "../types.ts";
import { OrderFormStore, type PropertyChange } from "./order-form-store.ts";
import { partnerOrderOperations } from "./operations.ts";
import { quoteEdifact } from "./quote-edifact.ts";
import { QuoteStore } from "./quote-store.ts";

/** Partner orders (tag partnerOrders): the quote tables by status, a quote, its EDIFACT, and the order form. */
export const partnerOrderRoutes: RouteModuleOf<typeof partnerOrderOperations> = (services) => {
  const { db } = services.database;
  const { orderPlatformUrl, edifactSenderId, edifactRecipientId } = services.config;
  const quotes = new QuoteStore(db);
  const orderForm = new OrderFormStore(db);
  const audited = (request: Parameters<typeof setAuditRecord>[0], change: PropertyChange) =>
    setAuditRecord(request, { type: "orderFormProperty", id: change.id, before: change.before, after: change.after });

  return {
    async getOrderFormOverview() {
      return orderForm.overview();
    },

    async getOrderFormTemplateProperty(request) {
      return orderForm.get(request.params.templateCode, request.params.propertyCode);
    },

    async saveOrderFormTemplateProperty(request) {
      const change = await orderForm.save(request.params.templateCode, request.params.propertyCode, request.body);
      audited(request, change);
      return change.after!;
    },

    async deleteOrderFormTemplateProperty(request, reply) {
      audited(request, await orderForm.deleteOverride(request.params.templateCode, request.params.propertyCode));
      return reply.status(204).send();
    },

    async listQuotesByStatus(request) {
      return quotes.page(request.params.status, request.query);
    },

    async getQuote(request) {
      return quotes.get(request.query.quoteId);
    },

    async deleteQuote(request) {
      const deleted = await quotes.delete(request.body.id);
      setAuditRecord(request, { type: "quote", id: deleted.id, before: deleted });
      return { success: true as const };
    },

    async getQuoteOrderPlatformLink(request) {
      const quote = await quotes.get(request.query.quoteId);
      // Where the quote is edited on the external order platform (ORDER_PLATFORM_URL + its id).
      return { url: `${orderPlatformUrl}${quote.id}` };
    },

    async downloadQuoteEdifact(request, reply) {
      const quote = await quotes.get(request.query.quoteId);
      if (quote.lines.length === 0) throw badRequest("The quote has no lines to order.", { quoteId: "names a quote without lines" });
      const text = await quoteEdifact(db, quote, new Date(), { sender: edifactSenderId, recipient: edifactRecipientId });
      // UNOC is ISO 8859-1: the text holds only its characters (edifact-syntax.ts toUnoc).
      return reply
        .header("content-type", "text/plain; charset=iso-8859-1")
        .header("content-disposition", `attachment; filename="quote-${quote.id}.edi"`)
        .send(Buffer.from(text, "latin1"));
    },
  };
};
