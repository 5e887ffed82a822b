import { describeSection } from '../../common/analysis/section-place.ts';

/** Where a cited passage is, as a reader would look for it. */
export interface PassagePlace {
  page: number;
  /** The section the reading places it in ("12.2 (Termination)"), null outside any. */
  section: string | null;
}

/**
 * "section 12.2 (Termination), page 4": the section as the analysis's cards cite it, where the
 * document has one, and always the page.
 */
export function describeLocation(place: PassagePlace): string {
  const section = describeSection(place.section);
  return section ? `${section}, page ${place.page}` : `page ${place.page}`;
}
