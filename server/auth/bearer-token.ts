/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function parseBearerToken(header: string | undefined): string | null {
  return /^bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;
}
