import type { Severity } from '../../../../common/analysis/analysis-schema.ts';
import type { DocumentGroup } from '../../type/type-reading.ts';

/** What the product says about one kind of red flag, and how serious it is for whom. */
export interface FamilyWording {
  title: string;
  explanation: string;
  suggestion: string;
  severity: { default: Severity } & Partial<Record<DocumentGroup, Severity>>;
}

/** A precise text pattern of a family. */
export interface FamilyPattern {
  pattern: RegExp;
  /** A sentence matching this is not a red flag of the family (a mutual right, a carve-out). */
  unless?: RegExp;
  /** Only documents of these groups; every group when absent. */
  groups?: DocumentGroup[];
  confidence: number;
}

/**
 * One kind of red flag, in one record: its words, how it points, where it is read and the text
 * patterns that find it. A new family, or a change to one, is made here and nowhere else.
 */
export interface FlagFamily extends FamilyWording {
  /** The category its findings carry; for a family the clause model finds, the model's. */
  id: string;
  orientation: FamilyOrientation;
  /** The broader clause category its findings are reported under, when not its own id. */
  reportedAs?: string;
  /** Most specific first; none when only the learned clause model finds it. */
  patterns?: readonly FamilyPattern[];
  /**
   * It matters to a consumer in terms of service: the unfair terms CLAUDETTE names, and the few
   * others that cost a consumer money or rights. "As is" warranties, assignment clauses and
   * costs of the provider's own obligations are boilerplate of no consequence to a consumer,
   * and only bury what matters.
   */
  forConsumers?: true;
  /**
   * A risk between businesses only, when the clause model finds it: in a lease, "Tenant shall
   * pay rent" is the deal itself, not a minimum commitment to worry about.
   */
  betweenBusinessesOnly?: true;
  /** About the document as a whole: found on any line, headings and cover pages included. */
  readAnywhere?: true;
  /**
   * A restriction whose exceptions give the reader something back ("except inventions made on
   * your own time", "except as required by law").
   */
  narrowedByExceptions?: true;
}

/**
 * How each red-flag family points: whom its words burden, and how it reads when it burdens
 * only the other side (then it is in the reader's favour).
 * - duty: the subject of the clause is bound ("Franchisor shall not compete ...").
 * - right: the subject holds a right over the others ("Company may terminate at any time").
 * - transfer: something passes to the party named after "to" / "property of" (an assignment).
 * - receives: the party given something is the one it limits ("a non-exclusive licence to you").
 * - mutual: the term binds every party alike (arbitration, a jury waiver, automatic renewal).
 */
export type FamilyDirection = 'duty' | 'right' | 'transfer' | 'receives' | 'mutual';

/** A family's direction, and its wording when it is in the reader's favour. */
export interface FamilyOrientation {
  direction: FamilyDirection;
  /** "Consultant's liability shall be unlimited": an owner's liability is its subject. */
  isPossessiveSubject?: boolean;
  /**
   * Binding both sides alike does not make it lighter for the reader (a shortened time to sue,
   * terms left blank, secrecy without end).
   */
  weighsOnEachSide?: boolean;
  /**
   * Money one side pays the other (liquidated damages, a fee, interest): "X shall be entitled to
   * liquidated damages" names the payee, so the words turn from a duty into the holder's right.
   * Other duties held as a right ("we have the right to assign") are not this family at all.
   */
  isPaidToTheHolder?: boolean;
  /** With neither giver nor beneficiary named, it is given on the reader's side (a guarantee). */
  isGivenByReaderSide?: boolean;
  /** Held by both sides it is ordinary and fair (either side may end the contract): no flag. */
  isStandardWhenMutual?: boolean;
  /** The title when both sides hold the right or carry the duty alike. */
  mutualTitle?: string;
  /** Absent: a term burdening only the other side is neither a risk nor worth showing. */
  inYourFavour?: { title: string; explanation: string };
}

/** The subject is bound; the title and explanation read it when that is the other side. */
export const duty = (title?: string, explanation?: string): FamilyOrientation => ({
  direction: 'duty',
  ...(title && explanation ? { inYourFavour: { title, explanation } } : {}),
});
/** The subject holds a right; the title and explanation read it when the other side does not. */
export const right = (title?: string, explanation?: string): FamilyOrientation => ({
  direction: 'right',
  ...(title && explanation ? { inYourFavour: { title, explanation } } : {}),
});
export const MUTUAL: FamilyOrientation = { direction: 'mutual' };
/** Binding both alike, and no lighter for the reader for it. */
export const MUTUAL_WEIGHT: FamilyOrientation = { direction: 'mutual', weighsOnEachSide: true };
