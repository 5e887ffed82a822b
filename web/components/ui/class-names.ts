/** Joins the truthy class names, so optional classes read as plain conditions. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
