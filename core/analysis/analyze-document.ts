import type { Analysis, Coverage, Party } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { findPageNumber, type ParsedDocument } from '../parsing/parsed-document.ts';
import { CONSUMER_CATEGORY_BY_TAG } from '../../common/analysis/clause-categories.ts';
import { findClausePresence } from './learned/clauses/clause-presence.ts';
import { scoreClauseCandidates, selectShownClauses } from './learned/clauses/find-clauses.ts';
import { assessOverallConfidence } from './summary/confidence.ts';
import { completeKeyTerms } from './reading/facts/complete-key-terms.ts';
import { findBlankKeyTerms } from './reading/facts/find-blank-key-terms.ts';
import { extractKeyDates } from './reading/facts/extract-key-dates.ts';
import { extractKeyTerms } from './reading/facts/extract-key-terms.ts';
import { inItsSentence } from './reading/facts/in-its-sentence.ts';
import { extractObligations } from './reading/facts/extract-obligations.ts';
import { assessLegalContent } from './findings/assess-legal-content.ts';
import { findMissingClauses } from './findings/find-missing-clauses.ts';
import { findUnchosenOptions } from './findings/find-unchosen-options.ts';
import { withoutContradictedAbsences } from './findings/without-contradicted-absences.ts';
import { withoutContradictedProtections } from './findings/without-contradicted-protections.ts';
import { findProfile } from './playbooks/profiles/profiles.ts';
import { buildRedFlags } from './findings/build-red-flags.ts';
import { applyConfirmationRates } from './findings/confirmation-rates.ts';
import { applyPlaybook } from './findings/apply-playbook.ts';
import type { Side } from './reading/perspective/sides.ts';
import { readType } from './read-type.ts';
import { readDocument } from './reading/read-document.ts';
import { withSections } from './reading/with-sections.ts';
import { summarize } from './summary/summarize.ts';
import { splitSentences } from './text/split-sentences.ts';
import { verifyQuotes } from './text/verify-quotes.ts';

/** The built-in engine's name and version, stamped on every analysis it makes. */
export const BUILT_IN_ENGINE = { name: 'legal-explainer-built-in', version: '1.0.0', model: null };

/** What the parser knows about how the pages were read, for the coverage report. */
export interface ReadingReport {
  ocrPages?: Coverage['ocrPages'];
  skipped?: Coverage['skipped'];
}

/** How to analyse: what the parser reported, and whom to write for. */
export interface AnalysisOptions {
  reading?: ReadingReport;
  /** The reader's role or name ("Franchisee"); the document type's default reader otherwise. */
  readerRole?: string;
}

const CONSUMER_CATEGORIES = new Set<string>(Object.values(CONSUMER_CATEGORY_BY_TAG));

/**
 * Explains a document with the built-in engine: no network, no model download, well under a
 * second per contract. Fails with NOT_LEGAL_DOCUMENT for text that is not legal at all, before
 * anything is spent on it, and with VALIDATION_ERROR for a reader who is not a party. Every
 * finding is written for one reader and every quote is verified against the text.
 */
export function analyzeDocument(document: ParsedDocument, options: AnalysisOptions = {}): Analysis {
  const reading = options.reading ?? {};
  const segments = splitSentences(document.text);
  if (!assessLegalContent(segments).isLegal) {
    throw new AppError(
      'NOT_LEGAL_DOCUMENT',
      'This does not look like a legal document, so it was not analyzed.',
    );
  }
  const { deal, structure, forms, reader, provisions, operative, isExcluded } = readDocument(
    document,
    segments,
    readType(document, segments),
    options.readerRole,
  );
  const { documentType, isConsumer, parties } = deal;
  const candidates = scoreClauseCandidates(document, operative).filter(
    (clause) => isConsumer || !CONSUMER_CATEGORIES.has(clause.category),
  );
  const clauses = selectShownClauses(candidates);
  const namedParties = withSideRoles(parties.verified, reader.sides);
  // Facts are read from the document's own words, so a running header's date or a contents
  // line's "Governing Law" never stands in for the clause; those read from the page itself (a
  // title's date, a key-terms table) are held to the same test.
  const isOwnWords = (fact: { start: number; end: number }) => !isExcluded(fact.start, fact.end);
  const keyDates = verifyQuotes(
    document,
    inItsSentence(document, operative, extractKeyDates(document, operative).filter(isOwnWords)),
  );
  const keyTerms = verifyQuotes(document, extractKeyTerms(document, operative).filter(isOwnWords));
  // Standard terms a cover page incorporates but does not contain: not read, and where the
  // key terms it does not state are.
  const unprovidedTerms = forms.incorporated
    .filter((terms) => !terms.provided)
    .map((terms) => ({ ...terms, page: findPageNumber(document, terms.start) }));
  // The terms a reader expects, each said to be blank, elsewhere or absent when not stated.
  // A term left blank is shown as blank: the extractors read values, not a template's fields.
  const blankTerms = findBlankKeyTerms(document, forms.blanks).filter(
    (blank) => !keyTerms.verified.some((term) => term.kind === blank.kind),
  );
  const shownKeyTerms = completeKeyTerms(
    document.text,
    [...keyTerms.verified, ...blankTerms],
    findProfile(documentType.type).keyTerms,
    unprovidedTerms,
  ).map((term) =>
    term.status === 'stated' || term.status === 'blank'
      ? (inItsSentence(document, operative, [term])[0] ?? term)
      : term,
  );
  const obligations = verifyQuotes(document, extractObligations(document, provisions, reader));
  // The type's playbook weighs the families' findings for the reader's side and adds what only
  // reading the whole document shows (decision 025).
  const familyFindings = buildRedFlags({
    document,
    segments,
    clauses,
    documentType: documentType.type,
    reader,
    provisions,
    isExcluded,
  });
  // A choice the form leaves open is the reader's to make before signing, like a blank.
  const unchosen = findUnchosenOptions(
    document,
    forms.options,
    reader.sides.map((side) => side.role),
  );
  // Each finding's confidence is how often findings like it were confirmed (decision in
  // findings/confirmation-rates.ts); the order stays the playbook's.
  const findings = applyConfirmationRates(
    withoutContradictedProtections(
      applyPlaybook(
        { ...familyFindings, redFlags: [...familyFindings.redFlags, ...unchosen] },
        documentType.type,
        {
          document,
          structure,
          provisions,
          keyTerms: shownKeyTerms,
          reader,
        },
      ),
    ),
  );
  const redFlags = verifyQuotes(document, findings.redFlags);
  const protections = verifyQuotes(document, findings.protections);
  // A clause the analysis quotes, or a term it says is blank, is not missing.
  const missingClauses = findMissingClauses(documentType.type, clauses, operative, {
    findings: [...redFlags.verified, ...protections.verified],
    keyTerms: shownKeyTerms,
  });
  // What the screen shows of the key terms: never a term "not found" that a finding quotes.
  const keyTermsShown = withoutContradictedAbsences(shownKeyTerms, [
    ...redFlags.verified,
    ...protections.verified,
  ]);
  const droppedCount =
    parties.droppedCount +
    keyDates.droppedCount +
    keyTerms.droppedCount +
    obligations.droppedCount +
    redFlags.droppedCount +
    protections.droppedCount;

  const coverage: Coverage = {
    pages: document.pages.length,
    pagesAnalysed: document.pages.length - (reading.skipped?.length ?? 0),
    ocrPages: reading.ocrPages ?? [],
    skipped: [
      ...(reading.skipped ?? []),
      ...unprovidedTerms.map((terms) => ({
        what: terms.name,
        reason: 'referenced but not provided',
      })),
    ],
    unverifiedFindingsDropped: droppedCount,
  };
  const clausePresence = findClausePresence(candidates);
  const analysis: Omit<Analysis, 'overallConfidence' | 'confidenceReasons'> = {
    engine: BUILT_IN_ENGINE,
    documentType,
    perspective: reader.perspective,
    readers: reader.sides.map((side) => ({ party: side.name, role: side.role })),
    summary: summarize({
      documentType: documentType.type,
      perspective: reader.perspective,
      parties: namedParties,
      keyDates: keyDates.verified,
      keyTerms: keyTermsShown,
      redFlags: redFlags.verified,
      protections: protections.verified,
      obligations: obligations.verified,
    }),
    // Every finding says where it stands: "section 12.2 (Termination)".
    parties: withSections(structure, namedParties),
    keyDates: withSections(structure, keyDates.verified),
    keyTerms: withSections(structure, keyTermsShown),
    clauses,
    clausePresence,
    redFlags: withSections(structure, redFlags.verified),
    protections: withSections(structure, protections.verified),
    obligations: withSections(structure, obligations.verified),
    missingClauses,
    coverage,
  };
  // The expected share of what the screen shows that a lawyer would confirm (confidence.ts),
  // read from the analysis itself so it weighs exactly what is shown.
  const confidence = assessOverallConfidence(document.text, analysis, coverage);
  return {
    ...analysis,
    overallConfidence: confidence.score,
    confidenceReasons: confidence.reasons,
  };
}

/** A party found without a role ("Party") takes the role of its side ("Franchisor"). */
function withSideRoles(parties: readonly Party[], sides: readonly Side[]): Party[] {
  return parties.map((party) => {
    if (party.role !== 'Party') return party;
    const side = sides.find((candidate) => candidate.terms.includes(party.name));
    return side && side.role !== side.name ? { ...party, role: side.role } : party;
  });
}
