import { getCategoryTitle } from '../../../common/analysis/clause-categories.ts';

/**
 * The readable name of a clause or red-flag category id: the catalogue's title when it has
 * one, otherwise the id in sentence case ("unilateral-change" -> "Unilateral change").
 */
export function getCategoryLabel(id: string): string {
  const title = getCategoryTitle(id);
  if (title !== id) return title;
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : id;
}
