import { SHARE_SECTIONS, type ShareSection } from '../../common/api/shares.ts';

/** The sections once each, in SHARE_SECTIONS' order, so equal choices are stored alike. */
export function normaliseShareSections(sections: readonly ShareSection[]): ShareSection[] {
  return SHARE_SECTIONS.filter((section) => sections.includes(section));
}

/**
 * A link's stored sections. Anything that is not a known section is left out, so a stored
 * value no version of the app wrote can only show less, never more.
 */
export function readShareSections(includeJson: string): ShareSection[] {
  let value: unknown;
  try {
    value = JSON.parse(includeJson);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return SHARE_SECTIONS.filter((section) => value.includes(section));
}
