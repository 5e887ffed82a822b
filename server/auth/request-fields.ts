import type { FastifyRequest } from 'fastify';
import { isEmailAddress } from '../../common/auth/email-address.ts';
import { hasControlCharacters } from '../../common/text/control-characters.ts';
import { validationFailed } from './auth-errors.ts';

/** The JSON body as an object (the service's parser makes an empty body `{}`). */
export function readBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A string field, '' when absent; anything else than a string is a client error. */
export function readString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw validationFailed(`${field} must be a string`);
  return value;
}

/** A query-string parameter of the request, '' when absent. */
export function readQuery(request: FastifyRequest, name: string): string {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[name];
  return typeof value === 'string' ? value : '';
}

/** A normalised email address, or the protocol's validation errors. */
export function readEmail(body: Record<string, unknown>): string {
  const raw = readString(body, 'email');
  const email = raw.trim().toLowerCase();
  if (!email) throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  // Checked before trimming too, which would quietly drop a trailing newline or carriage return.
  if (hasControlCharacters(raw) || !isEmailAddress(email))
    throw validationFailed(`Unable to validate email address: invalid format`);
  return email;
}

/** The object of user metadata sent as `data`, {} when absent. */
export function readMetadata(body: Record<string, unknown>): Record<string, unknown> {
  const data = body.data;
  if (data === undefined || data === null) return {};
  if (typeof data !== 'object' || Array.isArray(data))
    throw validationFailed('data must be an object');
  return data as Record<string, unknown>;
}
