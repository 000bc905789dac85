import { delay, http, HttpResponse } from "msw";
import { loginMockHandler, mockCurrentUser } from "../../api/mocks.ts";

const LOGIN = "*/users/login";

/** The answers of POST /users/login that the login screen's stories and tests walk through. */
export const loginMockHandlers = {
  success: [loginMockHandler(mockCurrentUser())],
  incorrect: [
    http.post(LOGIN, () => HttpResponse.json({ error: { code: "UNAUTHORIZED", message: "Wrong e-mail or password." } }, { status: 401 })),
  ],
  answerWithoutEmail: [http.post(LOGIN, () => HttpResponse.json({}))],
  serverError: [
    http.post(LOGIN, () => HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "Database unavailable." } }, { status: 503 })),
  ],
  networkError: [http.post(LOGIN, () => HttpResponse.error())],
  neverAnswers: [
    http.post(LOGIN, async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  ],
};
