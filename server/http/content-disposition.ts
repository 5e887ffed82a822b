import { removeHiddenCharacters } from '../../common/files/file-names.ts';

/**
 * A Content-Disposition header that no file name can break or disguise: hidden characters (a
 * right-to-left override turning "fdp.bat" into "tab.pdf") dropped, then an ASCII fallback with
 * quotes, backslashes and control characters replaced, plus the exact name RFC 5987-encoded.
 * `inline` for bytes a page's own viewer reads rather than a file to save.
 */
export function createContentDisposition(
  fileName: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  const name = removeHiddenCharacters(fileName);
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
