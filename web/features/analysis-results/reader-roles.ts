import type { Perspective, ReaderOption } from '../../../common/analysis/analysis-schema.ts';

/** Whom the analysis is written for, and every party it could be written for. */
export interface ReaderContext {
  perspective: Perspective | null;
  readers: readonly ReaderOption[];
}

/** Who carries a finding, from the reader's point of view. */
export interface Bearer {
  /** Groups findings of the same bearer: 'you', 'both', or the roles lower-cased. */
  key: string;
  /** "Binds you", "Binds both sides", "Binds the Franchisor". */
  binds: string;
  /** "Yours", "Both sides", "The Franchisor's": whose duty an obligation is. */
  owner: string;
  isReader: boolean;
}

function isSameRole(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function uniqueRoles(roles: readonly string[]): string[] {
  const unique: string[] = [];
  for (const role of roles) {
    if (role.trim() && !unique.some((seen) => isSameRole(seen, role))) unique.push(role.trim());
  }
  return unique;
}

/** "the Franchisor", "the Landlord and the Agent", "the A, the B and the C". */
export function listRoles(roles: readonly string[]): string {
  const named = roles.map((role) => `the ${role}`);
  if (named.length <= 1) return named.join('');
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Who a finding binds, said for the reader: null when the finding names no role. A term that
 * binds every party of the document "binds both sides" (or "every party" when there are more).
 */
export function findBearer(burdens: readonly string[], context: ReaderContext): Bearer | null {
  const roles = uniqueRoles(burdens);
  if (roles.length === 0) return null;
  const parties = uniqueRoles(context.readers.map((reader) => reader.role));
  const isEveryone =
    parties.length >= 2 && parties.every((party) => roles.some((role) => isSameRole(role, party)));
  if (isEveryone) {
    const everyone = parties.length === 2 ? 'both sides' : 'every party';
    return { key: 'both', binds: `Binds ${everyone}`, owner: capitalise(everyone), isReader: true };
  }
  const readerRole = context.perspective?.role;
  const others = roles.filter((role) => readerRole === undefined || !isSameRole(role, readerRole));
  if (others.length === roles.length) {
    const named = listRoles(others);
    return {
      key: others.map((role) => role.toLowerCase()).join('|'),
      binds: `Binds ${named}`,
      owner: `${capitalise(named)}'s`,
      isReader: false,
    };
  }
  if (others.length === 0)
    return { key: 'you', binds: 'Binds you', owner: 'Yours', isReader: true };
  const named = listRoles(others);
  return {
    key: `you|${others.map((role) => role.toLowerCase()).join('|')}`,
    binds: `Binds you and ${named}`,
    owner: `Yours and ${named}'s`,
    isReader: true,
  };
}

/**
 * Whose duty an obligation is: from its `burdens` when the engine said, otherwise from the
 * party the obligation names (an analysis stored before obligations had a direction).
 */
export function findObligationBearer(
  obligation: { party: string; burdens: readonly string[] },
  context: ReaderContext,
): Bearer {
  const bearer = findBearer(obligation.burdens, context);
  if (bearer) return bearer;
  const party = obligation.party.trim() || 'Unnamed party';
  const perspective = context.perspective;
  if (perspective && (isSameRole(party, perspective.role) || isSameRole(party, perspective.party)))
    return { key: 'you', binds: 'Binds you', owner: 'Yours', isReader: true };
  return { key: party.toLowerCase(), binds: `Binds ${party}`, owner: party, isReader: false };
}
