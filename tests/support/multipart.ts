import { randomUUID } from 'node:crypto';

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
