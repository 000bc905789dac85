import { QueryClient } from "@tanstack/react-query";
import { isApiErrorBody } from "../api/errors.ts";

/**
 * Queries retry only failures without an answer (network); an error answer from the server
 * (401, 403, 404, 400 ...) would be the same the second time.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isApiErrorBody(error) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
