import { interpretApiAnswer } from '../../lib/api-client.ts';

/**
 * GETs a public JSON endpoint with no Authorization header: a share link opens in a browser
 * that has never signed in. `headers` adds the link's own (its access token). Failures are
 * ApiErrors with the server's `error` text, status and code, as the signed-in helper makes
 * them; a network failure (fetch rejecting) propagates unchanged, so describeError names it a
 * connection problem.
 */
export async function getPublicJson(
  path: string,
  fetchImplementation: typeof fetch = (input, init) => globalThis.fetch(input, init),
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetchImplementation(path, {
    headers: { Accept: 'application/json', ...headers },
  });
  return readAnswer(response);
}

/**
 * POSTs JSON to a public endpoint, as getPublicJson asks; the body travels in the request's
 * body, never its URL, so a passcode stays out of logs and history. The response is returned
 * with its value, for callers that need a header of a failure (Retry-After).
 */
export async function postPublicJson(
  path: string,
  body: unknown,
  fetchImplementation: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<{ response: Response; answer: ReturnType<typeof interpretApiAnswer> }> {
  const response = await fetchImplementation(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { response, answer: interpretApiAnswer(response.status, await readText(response)) };
}

async function readAnswer(response: Response): Promise<unknown> {
  const answer = interpretApiAnswer(response.status, await readText(response));
  if (!answer.ok) throw answer.error;
  return answer.value;
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}
