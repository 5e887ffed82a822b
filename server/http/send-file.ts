import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentFile } from '../documents/get-document-file.ts';
import { chooseRange } from './byte-range.ts';
import { createContentDisposition } from './content-disposition.ts';

/**
 * Answers with a document's file, or the one byte range the request asks for (206 with its
 * Content-Range, or 416 when it starts past the end), so the browser's PDF viewer can draw the
 * first page of a long PDF from the first bytes it gets. An attachment unless told `inline`.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: DocumentFile,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  reply.header('accept-ranges', 'bytes');
  const choice = chooseRange(request.headers.range, file.size);
  if (choice.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', createContentDisposition(file.fileName, disposition));
  if (choice.kind === 'part') {
    const { start, end } = choice.span;
    reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
  }
  const bytes = await file.read(choice.kind === 'part' ? choice.span : undefined);
  return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
