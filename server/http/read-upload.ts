import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.ts';
import { describeCode } from '../../common/errors/catalogue.ts';
import type { UploadedFile } from '../documents/upload-document.ts';

/**
 * Reads the one file of a multipart upload (the route's multipart limits cap it at
 * `maxUploadBytes`), turning the plugin's and the parser's errors into catalogue codes:
 *
 * - a file cut off at the limit is FILE_TOO_LARGE, decided here once the whole part has been
 *   read, so a cut-off file never reaches the inspection (which would call it damaged);
 * - a body that is not multipart, has no boundary, or ends before its closing boundary (a
 *   dropped connection) is the client's malformed request: 400 VALIDATION_ERROR, logged as a
 *   warning, never a 500.
 */
export async function readUpload(
  request: FastifyRequest,
  maxUploadBytes: number,
): Promise<UploadedFile> {
  let isTruncated = () => false;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      throw new AppError(
        'VALIDATION_ERROR',
        'Invalid request. Send the document in the field "file".',
      );
    }
    isTruncated = () => part.file.truncated;
    const bytes = await part.toBuffer();
    // toBuffer() looks at the `truncated` flag only as each piece arrives, so when the piece
    // that reaches the limit exactly is taken before the next shows the file is too large, it
    // hands back the cut-off file. Busboy sets the flag before it ends the file, so read now
    // it is final.
    if (part.file.truncated) throw createFileTooLargeError(maxUploadBytes);
    return { fileName: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    // A file over the limit stays too large even when the body is malformed after the cut.
    if (code === 'FST_REQ_FILE_TOO_LARGE' || isTruncated()) {
      throw createFileTooLargeError(maxUploadBytes);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(
        'VALIDATION_ERROR',
        'Invalid request. Send the document as multipart/form-data in the field "file".',
      );
    }
    // A fault of ours, not of the request's bytes: answered as a 500 by the error handler.
    const isServerFault = typeof statusCode === 'number' && statusCode >= 500;
    if (isServerFault || error instanceof TypeError || error instanceof ReferenceError) {
      throw error;
    }
    // Everything else comes from parsing the client's bytes: busboy's 'Multipart: Boundary not
    // found', 'Unexpected end of multipart data', 'Part terminated early', the plugin's limits
    // on parts and fields, a request closed before its end.
    request.log.warn({ err: error }, 'Malformed multipart upload');
    throw new AppError('VALIDATION_ERROR', describeCode('VALIDATION_ERROR').message, {
      cause: error,
    });
  }
}

function createFileTooLargeError(maxUploadBytes: number): AppError {
  const megabytes = Math.round((maxUploadBytes / (1024 * 1024)) * 10) / 10;
  return new AppError('FILE_TOO_LARGE', `Files can be at most ${megabytes} MB.`);
}
