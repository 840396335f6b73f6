/**
 * The cookies of one test session. Both the untyped `Client` and the typed `apiClient` read and write
 * it, so a session signed in through one is the session of the other while tests move to the typed one.
 */
export class CookieJar {
  /** The Cookie header to send; '' when signed out. Tests may set it to forge or replay a session. */
  cookie = '';

  /** Keeps what the response set. A response that sets cookies replaces the jar, as before. */
  keep(response: Response) {
    const cookies = response.headers.getSetCookie();
    if (cookies.length) this.cookie = cookies.map((c) => c.split(';')[0]).join('; ');
  }
}
