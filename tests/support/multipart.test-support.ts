import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A multipart/form-data body with one file, as a browser sends an upload. */
export function createMultipart(fileName: string, bytes: Uint8Array, field = 'file') {
  const boundary = `----test-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Sends one file to POST /api/documents as the browser does, with the user's headers. */
export function injectUpload(
  app: FastifyInstance,
  headers: Record<string, string>,
  fileName: string,
  bytes: Uint8Array,
) {
  const body = createMultipart(fileName, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
