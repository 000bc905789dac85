import type { RouteModuleOf } from "../types.ts";
import { productOperations } from "./operations.ts";
import { ProductStore } from "./product-store.ts";

/** The bed range (tag products): bed models with their colours and top mattresses, for the warranty dialog. */
export const productRoutes: RouteModuleOf<typeof productOperations> = (services) => {
  const store = new ProductStore(services.database.db);
  return {
    async listBedModels() {
      return store.bedModels();
    },

    async listTopMattresses() {
      return store.topMattresses();
    },
  };
};
