import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router-dom";
import { onUnauthorized } from "../api/unauthorized.ts";
import { LOGIN_PATH, loginPathFor } from "./returnTarget.ts";

/**
 * Any 401 (spec part 1, section 6): to the login screen, remembering the screen the user was on.
 * The cache is dropped because the next login may be another account.
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const where = useRef(location);
  // Kept current after each render (not during it), for the listener below to read.
  useEffect(() => {
    where.current = location;
  });

  useEffect(
    () =>
      onUnauthorized(() => {
        if (where.current.pathname.startsWith(LOGIN_PATH)) return;
        void navigate(loginPathFor(where.current), { replace: true });
        queryClient.clear();
      }),
    [navigate, queryClient],
  );
}
