import { interpretApiAnswer } from '../../lib/api-client.ts';

/**
 * GETs a public JSON endpoint with no Authorization header: a share link opens in a browser
 * that has never signed in. Failures are ApiErrors with the server's `error` text, status and
 * code, as the signed-in helper makes them; a network failure (fetch rejecting) propagates
 * unchanged, so describeError names it a connection problem.
 */
export async function getPublicJson(
  path: string,
  fetchImplementation: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<unknown> {
  const response = await fetchImplementation(path, { headers: { Accept: 'application/json' } });
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
