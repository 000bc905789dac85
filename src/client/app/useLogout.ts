import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { api } from "../api/client.ts";
import { LOGIN_PATH } from "./returnTarget.ts";

/** Ends the session on the server, then shows the login screen (also when the call fails). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await api.GET("/users/logout");
    } catch {
      // Offline: the session ends by its timeouts; the user still leaves.
    }
    await navigate(LOGIN_PATH, { replace: true });
    queryClient.clear();
  };
}
