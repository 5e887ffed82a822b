import { findSectionLabel, type DocumentStructure } from './read-structure.ts';

interface Located {
  start: number;
  end: number;
  quote: string;
  section?: string;
}

/**
 * Each finding with the section its words stand in ("12.2 (Termination)"), and so each of the
 * other places it recurs; one with no words (a fact not found) or under no heading has none.
 */
export function withSections<T extends Located & { alsoAt?: Located[] }>(
  structure: DocumentStructure,
  items: readonly T[],
): T[] {
  return items.map((item) => {
    const placed = withSection(structure, item);
    return item.alsoAt
      ? { ...placed, alsoAt: item.alsoAt.map((place) => withSection(structure, place)) }
      : placed;
  });
}

function withSection<T extends Located>(structure: DocumentStructure, item: T): T {
  if (item.quote === '') return item;
  const section = findSectionLabel(structure, item.start);
  return section ? { ...item, section } : item;
}
