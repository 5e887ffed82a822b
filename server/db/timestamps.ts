/** Now, as every timestamp column stores it: an ISO-8601 UTC string (see schema.ts). */
export const nowIso = () => new Date().toISOString();
