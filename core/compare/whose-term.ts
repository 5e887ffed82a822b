import type { Analysis } from '../../common/analysis/analysis-schema.ts';

/** Who a term binds or protects, as far as the reader goes. */
export type Side = 'reader' | 'other' | 'both';

const MUTUAL = /\b(?:either|each|neither|both)\s+part(?:y|ies)\b|\bthe\s+parties\b/i;
const MODAL = /\b(?:shall|will|may|must|agrees?|undertakes?)\b/i;

/**
 * Which side a term names, from its words: the other side only ("Provider's liability shall
 * not exceed"), the reader only, or both (a mutual term, or one that names neither): whose
 * liability a cap limits.
 */
export function findNamedSide(words: string | undefined, analysis: Analysis): Side {
  if (!words) return 'both';
  if (MUTUAL.test(words)) return 'both';
  const reader = analysis.perspective;
  const others = analysis.readers.filter((option) => option.role !== reader?.role);
  const names = (option: { party: string; role: string }) => [option.party, option.role];
  const mentions = (name: string) =>
    name.length > 1 && words.toLowerCase().includes(name.toLowerCase());
  const isOtherNamed = others.some((option) => names(option).some(mentions));
  const isReaderNamed = reader ? names(reader).some(mentions) : false;
  if (isOtherNamed && !isReaderNamed) return 'other';
  if (isReaderNamed && !isOtherNamed) return 'reader';
  return 'both';
}

/**
 * Who acts in a clause: the party named last before its first "shall", "may" or "agrees"
 * ("The Consultant may terminate ..."); both for "either party"; both when none is named.
 */
export function findActingSide(text: string, analysis: Analysis): Side {
  const modal = MODAL.exec(text)?.index ?? text.length;
  const head = text.slice(0, modal);
  const reader = analysis.perspective;
  let best: { index: number; subject: Side } = { index: -1, subject: 'both' };
  const consider = (name: string, subject: Side) => {
    if (name.trim().length < 2) return;
    const pattern = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi');
    for (const match of head.matchAll(pattern))
      if (match.index > best.index) best = { index: match.index, subject };
  };
  for (const option of analysis.readers) {
    const subject = option.role === reader?.role ? 'reader' : 'other';
    consider(option.role, subject);
    consider(option.party, subject);
  }
  for (const match of head.matchAll(new RegExp(MUTUAL.source, 'gi')))
    if (match.index > best.index) best = { index: match.index, subject: 'both' };
  return best.subject;
}
