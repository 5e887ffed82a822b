import type { ReaderOption } from '../../../common/analysis/analysis-schema.ts';

/** A role as the reader hears it: "the Franchisee". */
export function formatRole(role: string): string {
  return `the ${role}`;
}

/** A party to choose, in the first person: "I am the Franchisee (Pizza Fusion Holdings, Inc.)". */
export function formatReaderOption(reader: ReaderOption): string {
  const isNamed = reader.party.trim() !== '' && reader.party.trim() !== reader.role.trim();
  return `I am ${formatRole(reader.role)}${isNamed ? ` (${reader.party})` : ''}`;
}
