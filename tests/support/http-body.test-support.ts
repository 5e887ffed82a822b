import type { IncomingMessage, ServerResponse } from 'node:http';

/** The whole body of a request to one of our fake servers, as text. */
export async function readBody(incoming: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of incoming) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** Answers with JSON, unless an answer already went out. */
export function sendJson(
  outgoing: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  if (outgoing.headersSent) return;
  outgoing.writeHead(status, { 'content-type': 'application/json', ...headers });
  outgoing.end(JSON.stringify(value));
}
