/** A logged-in caller of a server in another process: the session cookie and a same-origin header on every call. */
export class ApiCaller {
  private constructor(
    private readonly base: string,
    private readonly cookie: string,
  ) {}

  static async login(base: string, email: string, password: string): Promise<ApiCaller> {
    const answer = await fetch(`${base}/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ email, password }),
    });
    if (!answer.ok) throw new Error(`login failed: ${answer.status} ${await answer.text()}`);
    return new ApiCaller(base, answer.headers.get("set-cookie")!.split(";")[0]!);
  }

  /** Answers status and parsed body; a failed connection rejects (the caller decides what that means). */
  async send<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
    const answer = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        "sec-fetch-site": "same-origin",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    return { status: answer.status, json: (text ? JSON.parse(text) : undefined) as T };
  }

  /** A call that must succeed: answers the body, throws with the status and body otherwise. */
  async ok<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, json } = await this.send<T>(method, path, body);
    if (status < 200 || status > 299) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
    return json;
  }
}
