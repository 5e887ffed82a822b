import type { Party } from '../../../../common/analysis/analysis-schema.ts';
import type { Side } from '../perspective/sides.ts';

/** Where a document introduces a party. */
export type PartySource =
  'preamble' | 'cover page' | 'key terms' | 'recitals' | 'signature block' | 'body';

/** One party of the document, as every later reading refers to it (by id). */
export interface RegisteredParty {
  /** Stable within the analysis: the role's slug ("franchisee"), or the name's. */
  id: string;
  /** Null for a template's blank ("[Company Name]", "{customer_name}", "________"). */
  legalName: string | null;
  /** Other names the document uses for it ("Pizza Fusion" for "Pizza Fusion Holding, Inc."). */
  shortNames: string[];
  /** The term it is defined as ("Franchisee"), if any. */
  definedTerm: string | null;
  role: string;
  /** The pronouns the document gives it: "we", "us", "our"; "you", "your". */
  pronouns: string[];
  foundIn: PartySource[];
  /** The party as the analysis shows it, quoted where it stands. */
  party: Party;
}

/** A group of parties the document defines ("Selling Parties"): its term and members' ids. */
export interface PartyGroup {
  term: string;
  memberIds: string[];
}

/** The parties of a document, made once per analysis; the sides are how the engine acts on them. */
export interface PartyRegistry {
  parties: RegisteredParty[];
  groups: PartyGroup[];
  sides: Side[];
  /** Parties whose quote could not be verified against the text, and were left out. */
  droppedCount: number;
}
