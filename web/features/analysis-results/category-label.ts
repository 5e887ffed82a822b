import { getCategoryTitle } from '../../../common/analysis/clause-categories.ts';

// Words that are initials, kept in capitals wherever they stand in a label.
const INITIALS = new Set(['ip', 'nda', 'mfn', 'rofr', 'rofo', 'rofn', 'sla', 'gdpr']);

/**
 * The readable name of a clause or red-flag category id: the catalogue's title when it has
 * one, otherwise the id in sentence case; either way with its initials in capitals ("IP
 * ownership assignment", never the machine-cased "Ip ownership assignment").
 */
export function getCategoryLabel(id: string): string {
  const title = getCategoryTitle(id);
  const words = (
    title !== id
      ? title
      : id
          .replace(/[-_\s]+/g, ' ')
          .trim()
          .toLowerCase()
  )
    .split(' ')
    .map((word) => (INITIALS.has(word.toLowerCase()) ? word.toUpperCase() : word));
  const sentence = words.join(' ');
  return sentence ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : id;
}
