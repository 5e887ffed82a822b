import type { Coverage, Party, Perspective } from '../../../common/analysis/analysis-schema.ts';
import { CUAD_CONTRACT_TYPES } from '../../../common/analysis/document-types.ts';
import { findProfile } from '../playbooks/profiles/profiles.ts';
import { findPlaceholders, hasPlaceholder } from '../text/find-placeholders.ts';

/** What the document itself says about how far its findings can be trusted. */
export interface ConfidenceSignals {
  coverage: Coverage;
  wordCount: number;
  /** Share of the text made of recognisable words, 0 to 1 (low for garbled extraction). */
  textQuality: number;
  /** Blanks of a template left unfilled ("[●]", "____", "[Governing State]"). */
  placeholderCount: number;
  /** The document type the analysis names. */
  documentType: string;
  /**
   * The parties the analysis names (distinct names stated, not a template's blank); undefined
   * when the caller did not give the analysis's parties.
   */
  namedParties?: number;
  /** Whether the analysis chose whose side it reads for; undefined when not given. */
  hasReader?: boolean;
  /** The points of the type's playbook, 0 when the type has none (undefined: not known). */
  playbookItems?: number;
}

/** What the analysis read of who the parties are and whose side it takes. */
export interface PartyReading {
  parties: readonly Pick<Party, 'name' | 'status'>[];
  /** The reader; null when none could be chosen, undefined when the analysis does not say. */
  perspective?: Perspective | null;
}

// The types the engine has learned from labelled examples: the 25 CUAD contract types (clauses
// and type model trained on CUAD) and terms of service (consumer clauses trained on CLAUDETTE).
// Every other type is named by title rules only (the everyday types, types added later,
// "Other Legal Document"): nothing was ever measured on them, so the engine knows them badly.
const LEARNED_TYPES = new Set<string>([
  ...CUAD_CONTRACT_TYPES.map((type) => `${type} Agreement`),
  'Terms of Service',
]);

/** Whether the engine learned this document type from labelled examples. */
export function isLearnedType(documentType: string): boolean {
  return LEARNED_TYPES.has(documentType);
}

/**
 * The confidence signals of a document's text, as read, of its analysis's type and, when
 * given, of the parties it named and the reader it chose.
 */
export function readConfidenceSignals(
  text: string,
  coverage: Coverage,
  documentType: string,
  reading?: PartyReading,
): ConfidenceSignals {
  const placeholders = findPlaceholders(text);
  // A blank ("[●]", "{Company Name}") is not garbled text: it is counted on its own, and read
  // as a word so the full stop after "[Governing State]." stays part of one.
  let filled = text;
  for (const placeholder of [...placeholders].reverse())
    filled = `${filled.slice(0, placeholder.start)}blank${filled.slice(placeholder.end)}`;
  return {
    coverage,
    wordCount: countWords(text),
    textQuality: measureTextQuality(filled),
    placeholderCount: placeholders.length,
    documentType,
    playbookItems: findProfile(documentType).playbook?.items.length ?? 0,
    ...(reading && {
      namedParties: countNamedParties(reading.parties),
      ...(reading.perspective !== undefined && { hasReader: reading.perspective !== null }),
    }),
  };
}

/** Distinct party names stated in the document, a template's blank ("[Company Name]") not one. */
export function countNamedParties(parties: readonly Pick<Party, 'name' | 'status'>[]): number {
  const names = parties
    .filter((party) => party.status === 'stated' && !hasPlaceholder(party.name))
    .map((party) => party.name.trim().toLowerCase())
    .filter((name) => name.length > 0);
  return new Set(names).size;
}

/** Whitespace-separated words. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => token.length > 0).length;
}

/** Share of whitespace-separated tokens that look like words or numbers, 0 to 1. */
export function measureTextQuality(text: string): number {
  const tokens = text.split(/\s+/).filter((token) => token.length > 0);
  if (tokens.length === 0) return 0;
  const readable = tokens.filter((token) =>
    /^[("“'‘[$€£]*[\p{L}\p{N}][\p{L}\p{N}'’.,;:%$€£&/()\-–—"”?!\]]*$/u.test(token),
  );
  return readable.length / tokens.length;
}
