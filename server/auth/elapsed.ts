/** Seconds since an ISO time; never-happened (null) counts as forever ago. */
export function secondsSince(iso: string | null): number {
  return iso ? (Date.now() - Date.parse(iso)) / 1000 : Number.POSITIVE_INFINITY;
}
