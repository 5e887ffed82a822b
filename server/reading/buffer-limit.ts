/**
 * The most one byte buffer may hold in a reader thread. pdf.js inflates a compressed stream into
 * one growing buffer with no limit of its own, so 1 MB of FlateDecode can ask for 1 GB; typed
 * arrays live outside the JavaScript heap, so the thread's heap limit does not stop it. No page
 * of a contract needs this much: a 600 dpi A4 colour scan decodes to about 100 MB.
 */
export const MAX_BUFFER_BYTES = 128 * 1024 * 1024;

const LIMITED_ARRAYS = ['Uint8Array', 'Uint8ClampedArray'] as const;

/**
 * Makes every byte buffer created from now on in this thread refuse a size over the limit, and
 * tells `onRefused` first, so the reading is stopped even where the library catches the error
 * and goes on. Only for a reader thread: it changes the thread's globals.
 */
export function limitBufferSizes(
  maxBytes: number,
  onRefused: (requestedBytes: number) => void,
): void {
  for (const name of LIMITED_ARRAYS) {
    globalThis[name] = new Proxy(globalThis[name], {
      construct(target, args: unknown[], newTarget) {
        const [size] = args;
        if (typeof size === 'number' && size > maxBytes) {
          onRefused(size);
          throw new RangeError(`A buffer of ${size} bytes is over this reader's limit.`);
        }
        return Reflect.construct(target, args, newTarget) as object;
      },
    }) as never;
  }
}
