import type { DocumentType } from '../../../common/analysis/document-types.ts';
import type { ParsedDocument } from '../../parsing/index.ts';
import { isConsumerFacing } from '../learned/consumer-terms/consumer-terms.ts';
import { hashFeatures } from '../learned/features/tokenize.ts';
import { buildTitleCandidates } from '../learned/features/title-candidates.ts';
import { scoreLinear, type LinearModel } from '../learned/model/linear-model.ts';
import {
  getClauseModel,
  getDocumentTypeModel,
  type DocumentTypeModel,
} from '../learned/model/load-models.ts';
import type { Segment } from '../text/segment.ts';
import { combineTypeScores } from './combine-type-scores.ts';
import { decideDocumentType, type TypeEvidence, type TypeRoute } from './decide-document-type.ts';
import {
  buildDocumentTypeFeatures,
  buildTitleFeatures,
  type DocumentTitles,
} from './document-type-features.ts';
import { findAmendedType, findTypeOfName } from './find-amended-type.ts';
import { findHeadTitles } from './find-head-title.ts';
import { findIncorporatedTerms } from './find-incorporated-terms.ts';

/** A document type with how sure the engine is of it (0..1): right that often when measured. */
export interface DocumentTypeResult {
  type: DocumentType;
  confidence: number;
}

/** The type with how it was found: for evaluation, and for reading an amendment like what it amends. */
export interface DocumentTypeDetail extends DocumentTypeResult {
  route: TypeRoute;
  /** For an amendment, the type of the agreement it amends, when the text names it. */
  amends: DocumentType | null;
}

// Cover pages and order forms say what they are at once ("Cover Page for Bonterms Mutual NDA",
// "Cloud Service Agreement / Order Form"): only then do the terms they name give the type.
const COVER_PAGE = /\b(?:cover page|order form|key terms)\b/i;
const COVER_PAGE_HEAD = 400;
const CONTRACT_NAME = /\b(?:agreement|contract)\b/i;
// Where a cover page names the standard terms it incorporates.
const INCORPORATION_HEAD = 4000;

/** The most likely title of the document: the best "Document Name" candidate of the clause model. */
export function findDocumentTitle(
  text: string,
  model: LinearModel = getClauseModel().stage1,
): string {
  const output = model.outputs.indexOf('Document Name');
  let best = '';
  let bestScore = -Infinity;
  for (const candidate of buildTitleCandidates(text)) {
    const score = scoreLinear(model, hashFeatures(candidate.features))[output] ?? -Infinity;
    if (score > bestScore) {
      bestScore = score;
      best = text.slice(candidate.start, candidate.end);
    }
  }
  return best;
}

/** The clause model's title and the names the first lines show. */
export function findDocumentTitles(text: string, clauseTitleModel?: LinearModel): DocumentTitles {
  const heads = findHeadTitles(text);
  return { named: findDocumentTitle(text, clauseTitleModel), head: heads[0] ?? '', heads };
}

/** The document's type and how sure the engine is of it (see classifyDocumentTypeInDetail). */
export function classifyDocumentType(
  document: ParsedDocument,
  _segments: Segment[],
): DocumentTypeResult {
  const { type, confidence } = classifyDocumentTypeInDetail(document.text);
  return { type, confidence };
}

/**
 * The document type: the type of the standard terms a cover page incorporates, else an everyday
 * type its title names, else the CUAD type(s) named in the title, else an everyday type named
 * in the head, else terms of service for text addressed to a consumer, else the learned model's
 * best guess when it is more likely right than not, else "Other Legal Document"; with how often
 * documents typed that way were right (decide-document-type.ts).
 */
export function classifyDocumentTypeInDetail(
  text: string,
  model: DocumentTypeModel = getDocumentTypeModel(),
  clauseTitleModel?: LinearModel,
): DocumentTypeDetail {
  const titles = findDocumentTitles(text, clauseTitleModel);
  const evidence = gatherTypeEvidence(text, titles, scoreDocumentTypes(text, titles, model));
  const decision = decideDocumentType(evidence, model.routes);
  return {
    ...decision,
    amends: decision.type === 'Amendment' ? findAmendedType(text) : null,
  };
}

/** Everything the type is decided from, the model's probabilities given. */
export function gatherTypeEvidence(
  text: string,
  titles: DocumentTitles,
  probabilities: ReadonlyMap<DocumentType, number>,
): TypeEvidence {
  return {
    // What a reader sees first leads: the clause model may name an agreement the body refers
    // to ("... sign the Invention Assignment Agreement") when the text is a letter.
    titles: [titles.head, titles.named],
    // Further down, only the name of a contract counts: "Guarantee" there is a heading.
    laterTitles: titles.heads.slice(1).filter((title) => CONTRACT_NAME.test(title)),
    head: text.slice(0, COVER_PAGE_HEAD),
    incorporatedType: findIncorporatedType(text),
    isConsumerFacing: isConsumerFacing(text),
    probabilities,
  };
}

/**
 * The learned model's probability of each CUAD type: the title model and the whole-text model
 * combined as training fitted them (combine-type-scores.ts).
 */
export function scoreDocumentTypes(
  text: string,
  titles: DocumentTitles,
  model: DocumentTypeModel,
): Map<DocumentType, number> {
  return combineTypeScores(
    model.titles.outputs,
    scoreLinear(model.titles, hashFeatures(buildTitleFeatures(titles))),
    scoreLinear(model.types, hashFeatures(buildDocumentTypeFeatures(text, titles))),
    model.blend,
  );
}

/** The type of the standard terms a cover page or order form incorporates, if it is one. */
function findIncorporatedType(text: string): DocumentType | null {
  if (!COVER_PAGE.test(text.slice(0, COVER_PAGE_HEAD))) return null;
  for (const terms of findIncorporatedTerms(text.slice(0, INCORPORATION_HEAD))) {
    const type = findTypeOfName(terms.name);
    if (type) return type;
  }
  return null;
}
