/** How long a reader waits for the service before the form says sending failed. */
const TIMEOUT_MS = 10_000;

/**
 * Posts `body` as JSON to a service the site is configured with (the feedback widget, the survey). Resolves on a 2xx
 * answer; otherwise rejects with an Error whose message, one sentence, says what went wrong in words a reader can act
 * on: no connection, no answer in time, or the status the server answered with.
 */
export async function postJson(endpoint: string, body: unknown, timeoutMs = TIMEOUT_MS): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    throw new Error(
      controller.signal.aborted
        ? 'The server did not answer in time.'
        : 'The server could not be reached. Check your connection.',
    );
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    throw new Error(
      `The server answered with status ${response.status}${response.statusText ? ` (${response.statusText})` : ''}.`,
    );
  }
}
