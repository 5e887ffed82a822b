import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * Fastify's `clientErrorHandler`: a request Node could not even parse (a broken header line,
 * headers too large, too slow to arrive) is answered straight on the socket, as Fastify's own
 * handler does, but with the security headers every other answer carries and a catalogue body.
 */
export function handleConnectionError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = describeConnectionError(error.code);
  const body = JSON.stringify({ error: message, code: 'VALIDATION_ERROR' });
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  socket.destroy(error);
}

function describeConnectionError(code: string): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive.'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Invalid request. The headers are too large.'];
  return [400, 'Invalid request. It could not be read.'];
}
