import type { Protection, RedFlag } from '../../../common/analysis/analysis-schema.ts';
import { categoryOf, type ItemFinding, type PlaybookItem } from '../playbooks/playbook.ts';
import { UNCONFIRMED_RED_FLAG_CONFIDENCE } from './locate-findings.ts';
import { locateQuote, type QuoteRange } from './locate-quote.ts';
import { toProtection, toRedFlag } from '../findings/apply-playbook.ts';
import type { PlaybookContext } from './playbook-context.ts';
import type { ItemResult } from './schema.ts';
import type { Chunk } from './split-into-chunks.ts';

/** The item results of one chunk's answer, and the chunk they were read from. */
export interface ChunkItemResults {
  chunk: Chunk;
  results: readonly ItemResult[];
}

/** The findings the model's item results give, one per item at most. */
export interface ItemFindings {
  redFlags: RedFlag[];
  protections: Protection[];
  /** The items that gave a finding. */
  answered: PlaybookItem[];
  /** Results whose quote is not the document's words, left out. */
  droppedCount: number;
}

interface Placed {
  result: ItemResult;
  range: QuoteRange;
}

/**
 * Turns the model's answers to the playbook's items into findings as the rule path does: a red
 * flag at the item's severity for the reader's side under the item's category with its
 * suggestion, a protection for a term in the reader's favour, one finding per item (the first
 * red flag, else the first protection). Nothing is shown before it is checked against the text:
 *
 * - Words: a result whose quote is not in the document is dropped and counted. An 'absent'
 *   result quotes the clause where the term would usually be, and is dropped too when that
 *   clause is not found.
 * - Absence: a chunk sees only its part, so an item is absent only when no chunk found it.
 * - Direction: an item that costs the reader's side nothing (severity 'none') is no red flag,
 *   and neither is one about the reader's own duty whose quote is a duty of the other party
 *   only (the model misread who is bound). A mutual reading binds both, so it is kept.
 * - 'present' is an ordinary term: it answers the item, and nothing is shown.
 */
export function toItemFindings(
  context: PlaybookContext,
  answers: readonly ChunkItemResults[],
  guidanceRedFlags: readonly RedFlag[],
): ItemFindings {
  const { playbook, view } = context;
  const findings: ItemFindings = { redFlags: [], protections: [], answered: [], droppedCount: 0 };
  for (const item of playbook.items) {
    const said = answers.flatMap(({ chunk, results }) =>
      results.filter((result) => result.itemId === item.id).map((result) => ({ chunk, result })),
    );
    const { placed, droppedCount } = placeResults(view.document.text, said);
    findings.droppedCount += droppedCount;
    const redFlag = placed.map((one) => toItemRedFlag(context, item, one)).find(isPresent);
    const protection = placed
      .filter((one) => one.result.status === 'favourable')
      .map((one) => toProtection(view, item, toFound('protection', item, one)))[0];
    if (redFlag)
      findings.redFlags.push({ ...redFlag, confidence: findConfidence(item, guidanceRedFlags) });
    else if (protection)
      findings.protections.push({ ...protection, confidence: UNCONFIRMED_RED_FLAG_CONFIDENCE });
    if (redFlag || protection) findings.answered.push(item);
  }
  return findings;
}

/**
 * The results on the document's words, each where its quote is; an item is absent only when no
 * chunk found it.
 */
function placeResults(
  text: string,
  said: readonly { chunk: Chunk; result: ItemResult }[],
): { placed: Placed[]; droppedCount: number } {
  const found: Placed[] = [];
  let droppedCount = 0;
  for (const { chunk, result } of said) {
    if (result.status === 'absent') continue;
    const range = locateQuote(text, result.quote, chunk);
    if (range) found.push({ result, range });
    else droppedCount++;
  }
  if (found.length > 0) return { placed: found, droppedCount };
  // A finding is shown on words the reader can see: an absence the model cannot place on the
  // clause where the term would usually be is left out, like any quote not in the document.
  const absent = said.flatMap(({ chunk, result }) => {
    if (result.status !== 'absent') return [];
    const range = locateQuote(text, result.quote, chunk);
    if (!range) droppedCount++;
    return range ? [{ result, range }] : [];
  });
  return { placed: absent, droppedCount };
}

function toItemRedFlag(context: PlaybookContext, item: PlaybookItem, placed: Placed) {
  const { view } = context;
  const { status } = placed.result;
  if (status === 'present' || status === 'favourable') return null;
  const severity = item.severity[view.side];
  if (!severity || severity === 'none') return null;
  if (status !== 'absent' && isAboutReadersDuty(item) && bindsOnlyOthers(context, placed.range))
    return null;
  return toRedFlag(view, item, toFound('red-flag', item, placed), severity);
}

/** Whether every party the quoted clauses bind is on another side than the reader's. */
function bindsOnlyOthers({ view }: PlaybookContext, range: QuoteRange): boolean {
  const reader = view.reader.perspective?.role;
  if (!reader || view.reader.isMutual) return false;
  const actors = view.provisions
    .filter((provision) => provision.start < range.end && range.start < provision.end)
    .flatMap((provision) => provision.actor);
  return (
    actors.length > 0 && actors.every((role) => role !== reader && view.sideOf(role) !== view.side)
  );
}

// What a person reads first for what is left open: the decision 025 wording.
const OPENING: Partial<Record<ItemResult['status'], string>> = {
  blank: 'Left blank: fill in before signing.',
  'not-selected': 'No option is chosen: choose one before signing.',
};

/** The item's question as the title, the model's explanation (the usual term when it gives none). */
function toFound(kind: ItemFinding['kind'], item: PlaybookItem, placed: Placed): ItemFinding {
  const { result, range } = placed;
  const explanation = result.explanation.trim() || `What is usual: ${item.marketStandard}`;
  return {
    kind,
    title: item.question,
    explanation: [OPENING[result.status], explanation].filter(Boolean).join(' '),
    start: range.start,
    end: range.end,
  };
}

/**
 * The model gives no calibrated probability of its own (nor for its protections, which keep the
 * unconfirmed figure); when the built-in engine also raised the item, under its category or one
 * of its families, anywhere, the built-in measured confidence stands.
 */
function findConfidence(item: PlaybookItem, guidance: readonly RedFlag[]): number {
  const category = categoryOf(item);
  const confirming = guidance.filter(
    (flag) => flag.category === category || item.families?.includes(flag.category),
  );
  return Math.max(UNCONFIRMED_RED_FLAG_CONFIDENCE, ...confirming.map((flag) => flag.confidence));
}

function isPresent<Value>(value: Value | null): value is Value {
  return value !== null;
}

// "Must you ...", "Does it stop you ...", "Are you barred ...", "May you hire ...", "Do you pay
// ...": the playbooks ask about the reader's own duties in these words.
const ASKS_ABOUT_READERS_DUTY =
  /\b(?:must|may)\s+you\b|\bstops?\s+you\b|\bare\s+you\s+(?:barred|answerable|held)\b|\bdo\s+you\s+(?:pay|give\s+up|waive|put\s+up)\b/i;

/**
 * Whether an item is about a duty of the reader's (to keep a secret, not to hire, to pay), read
 * from how its question is asked. A stand-in for a field of the item saying so, which the
 * playbooks do not have yet.
 */
export function isAboutReadersDuty(item: Pick<PlaybookItem, 'question'>): boolean {
  return ASKS_ABOUT_READERS_DUTY.test(item.question);
}
