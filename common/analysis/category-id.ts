/**
 * The product's id for a clause category: the name lower-cased, each run of non-alphanumerics
 * one '-' ("Rofr/Rofo/Rofn" is "rofr-rofo-rofn", "Ip Ownership Assignment" is
 * "ip-ownership-assignment").
 */
export function toCategoryId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
