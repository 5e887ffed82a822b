/**
 * Below this width the analysis workspace shows one view at a time (Document | Analysis | Ask)
 * and the document opens fitted to the screen's width. Tailwind's `max-[899px]:` and
 * `min-[900px]:` classes name the same edge.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 899px)';

/** Whether the window is phone-sized now. */
export function isPhoneLayout(): boolean {
  // Without matchMedia (a test's DOM), the window is taken for a desk.
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA_QUERY).matches;
}
