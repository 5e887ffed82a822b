import type { DocumentType } from '../../../common/analysis/document-types.ts';
import {
  EVERYDAY_TITLE_RULES,
  findCuadTitleMatches,
  findRuleMatch,
  GENERIC_TITLE_RULES,
} from './type-rules.ts';

/**
 * The ways a document gets its type, most specific first. Each is right with its own measured
 * frequency (models/document-type.json `routes`), which is the confidence it reports.
 */
export const TYPE_ROUTES = [
  /** A cover page or order form typed by the standard terms it incorporates. */
  'incorporated-terms',
  /** A title naming a document CUAD does not cover ("Offer Letter", "Amendment No. 2"). */
  'everyday-title',
  /** A title naming one CUAD contract type. */
  'title-word',
  /** A title naming several ("Manufacturing and Supply Agreement"): the model chooses among them. */
  'title-words',
  /** "Terms and Conditions" and nothing more specific. */
  'generic-title',
  /** An everyday document named in the first lines but not in a title. */
  'everyday-head',
  /** Text that speaks to "you" as a consumer. */
  'consumer-terms',
  /** The learned model, from the whole text. */
  'model',
  /** None of the above is sure enough. */
  'other',
] as const;
export type TypeRoute = (typeof TYPE_ROUTES)[number];

/** What a document's type is decided from. */
export interface TypeEvidence {
  /** The document's titles, the most reliable first. */
  titles: readonly string[];
  /** Names of contracts further down the head, read only when the titles name no type. */
  laterTitles: readonly string[];
  /** The first few hundred characters. */
  head: string;
  /** The type named by standard terms a cover page incorporates, if it is one. */
  incorporatedType: DocumentType | null;
  isConsumerFacing: boolean;
  /** The learned model's calibrated probability of each CUAD type. */
  probabilities: ReadonlyMap<DocumentType, number>;
}

/** A document type, the way it was found, and how often that way is right. */
export interface TypeDecision {
  type: DocumentType;
  route: TypeRoute;
  confidence: number;
}

/** How often each route was right on documents the models had not seen. */
export type RouteCounts = Readonly<Record<string, { correct: number; total: number }>>;

// The model names a type only when it is more likely right than wrong; below that it may well
// be a kind of document it never learned (a data processing agreement), and "Other" is honest.
const MINIMUM_MODEL_PROBABILITY = 0.5;
// "Other Legal Document" cannot be measured on the dev data, where every document has a known
// type, so it never claims more than even odds: the evidence is only that nothing else fitted.
const OTHER_CONFIDENCE_LIMIT = 0.5;
// Standard terms are named like titles and read by the same rules, so a cover page is as sure
// as a title is.
const POOLED_ROUTES: Partial<Record<TypeRoute, TypeRoute[]>> = {
  'incorporated-terms': ['incorporated-terms', 'everyday-title', 'title-word'],
};

/**
 * The type of a document from what its titles, its head and the learned model say, in the order
 * of TYPE_ROUTES. Everyday titles are specific phrases ("terms of service", "non-disclosure"),
 * so they win over the single CUAD words they contain ("service"); in the head they only fill a
 * gap. Route counts give each route's confidence (Laplace-smoothed: (right + 1) / (seen + 2)).
 */
export function decideDocumentType(evidence: TypeEvidence, routes: RouteCounts): TypeDecision {
  const decide = (type: DocumentType, route: TypeRoute): TypeDecision => ({
    type,
    route,
    confidence: measureRoute(routes, route),
  });
  if (evidence.incorporatedType) return decide(evidence.incorporatedType, 'incorporated-terms');
  for (const titles of [evidence.titles, evidence.laterTitles]) {
    for (const title of titles) {
      const everyday = findRuleMatch(EVERYDAY_TITLE_RULES, title);
      if (everyday) return decide(everyday, 'everyday-title');
    }
    for (const title of titles) {
      const matches = findCuadTitleMatches(title);
      if (matches.length === 1 && matches[0]) return decide(matches[0], 'title-word');
      // Which of several named types CUAD's labellers chose follows no word order (the last
      // in 33 of 49 such titles, "Manufacturing and Supply" is manufacturing): the model,
      // trained on the labels, chooses among them (43 of 49, cross-validated).
      if (matches.length > 1) return decide(chooseLikeliest(matches, evidence), 'title-words');
    }
    for (const title of titles) {
      const generic = findRuleMatch(GENERIC_TITLE_RULES, title);
      if (generic) return decide(generic, 'generic-title');
    }
  }
  const everydayHead = findRuleMatch(EVERYDAY_TITLE_RULES, evidence.head);
  if (everydayHead) return decide(everydayHead, 'everyday-head');
  if (evidence.isConsumerFacing) return decide('Terms of Service', 'consumer-terms');
  const best = findLikeliest(evidence.probabilities);
  if (best && best.probability >= MINIMUM_MODEL_PROBABILITY)
    return { type: best.type, route: 'model', confidence: best.probability };
  return {
    type: 'Other Legal Document',
    route: 'other',
    confidence: Math.min(OTHER_CONFIDENCE_LIMIT, 1 - (best?.probability ?? 0)),
  };
}

/** How often a route was right, smoothed so a route seen rarely stays near even odds. */
export function measureRoute(routes: RouteCounts, route: TypeRoute): number {
  let correct = 0;
  let total = 0;
  for (const pooled of POOLED_ROUTES[route] ?? [route]) {
    correct += routes[pooled]?.correct ?? 0;
    total += routes[pooled]?.total ?? 0;
  }
  return (correct + 1) / (total + 2);
}

function chooseLikeliest(types: readonly DocumentType[], evidence: TypeEvidence): DocumentType {
  let best = types[types.length - 1] as DocumentType;
  let bestProbability = -1;
  for (const type of types) {
    const probability = evidence.probabilities.get(type) ?? 0;
    if (probability > bestProbability) {
      best = type;
      bestProbability = probability;
    }
  }
  return best;
}

function findLikeliest(
  probabilities: ReadonlyMap<DocumentType, number>,
): { type: DocumentType; probability: number } | null {
  let best: { type: DocumentType; probability: number } | null = null;
  for (const [type, probability] of probabilities)
    if (!best || probability > best.probability) best = { type, probability };
  return best;
}
