import type { FastifyReply, FastifyRequest } from 'fastify';

// A comment line this often keeps proxies from closing a quiet stream during a long step.
const KEEP_ALIVE_MS = 15_000;

/** An open server-sent-events answer. */
export interface EventStream {
  send: (event: string, data: unknown) => void;
  /** Ends the answer (once); also called when the browser goes away. */
  close: () => void;
  /** Runs when the stream closes, from either side. */
  onClose: (cleanup: () => void) => void;
}

/**
 * Takes over the reply and answers with a server-sent-events stream. Headers set by hooks (CORS,
 * security) are kept; a keep-alive comment goes out while nothing else does.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const cleanups: (() => void)[] = [];
  const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  let isClosed = false;
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    clearInterval(keepAlive);
    for (const cleanup of cleanups.splice(0)) cleanup();
    if (!response.writableEnded) response.end();
  };
  // The response's close, not the request's: a POST's request closes once its body is read,
  // while the response closes when the browser goes away (or the answer ends).
  response.on('close', close);
  return {
    send: (event, data) => {
      if (!isClosed) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close,
    onClose: (cleanup) => {
      if (isClosed) cleanup();
      else cleanups.push(cleanup);
    },
  };
}
