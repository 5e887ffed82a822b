import type { DocumentType } from '../../../../common/analysis/document-types.ts';
import { findAmendedType } from '../../type/find-amended-type.ts';
import type { ReaderRule } from '../../type/reader-rules.ts';
import { buildProfile } from './build-profile.ts';
import { COMMERCIAL_PROFILES } from './commercial-profiles.ts';
import { EVERYDAY_PROFILES } from './everyday-profiles.ts';
import type { DocumentGroup } from '../../type/type-reading.ts';
import type { Profile } from './profile.ts';

const OTHER = buildProfile('Legal Document', 'other', { summaryName: 'A legal document' });

/** One profile for every type the analysis can name: the compiler refuses a type without one. */
const PROFILES: Record<DocumentType, Profile> = {
  ...COMMERCIAL_PROFILES,
  ...EVERYDAY_PROFILES,
  'Other Legal Document': OTHER,
};

/** The profile of a document type; a type not analysed yet ('Unknown') reads as any document. */
export function findProfile(documentType: string): Profile {
  return PROFILES[documentType as DocumentType] ?? { ...OTHER, summaryName: 'A document' };
}

/** Every profile, for checks that must hold of all of them. */
export function listProfiles(): Profile[] {
  return Object.values(PROFILES);
}

export function findDocumentGroup(documentType: string): DocumentGroup {
  return findProfile(documentType).group;
}

/**
 * The default-reader rule of a document type; null when any party may be the reader. An
 * amendment is read like the agreement it amends, when the text names one of a known type.
 */
export function findReaderRule(documentType: string, text = ''): ReaderRule | null {
  const type = documentType === 'Amendment' ? findAmendedType(text) : documentType;
  return type ? findProfile(type).reader : null;
}
