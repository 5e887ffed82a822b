import { findLeadIn } from '../../core/analysis/reading/find-lead-in.ts';
import { readModality, type ModalityReading } from '../../core/analysis/reading/modality.ts';
import { denyItem, opensWithVerb } from '../../core/analysis/reading/read-list-item.ts';
import { readProvision, type Provision } from '../../core/analysis/reading/read-provision.ts';
import { toSide } from './evaluate-reading.ts';
import type { LabelledDocument, LabelledProvision, ReadingSetEntry } from './reading-set.ts';
import { loadLabelledDocuments } from './reading-set.ts';
import { findAnchor, loadReviewDocument } from './review-documents.ts';

/**
 * The reading set's distinct sentences, each with the rules' reading of it (annotated parties,
 * as `npm run eval -- reading` measures the reader alone) and the words the reading took its
 * modality from, for experiments that learn on top of the rules (learn-modality.ts). Held-out
 * rows are loaded like the others; what is done with them is the caller's responsibility.
 */
export interface ReadingRow {
  file: string;
  split: ReadingSetEntry['split'];
  label: LabelledProvision;
  parties: LabelledDocument['parties'];
  /** The rules' provision, read with the annotated parties as sides. */
  rule: Provision;
  /** The text the modality was read from: the sentence, or its lead-in and the sentence. */
  readText: string;
  /** The operator the rules chose in `readText` (from = to = 0 when none). */
  operator: ModalityReading;
  /** Whether the sentence took its verb from its list's lead-in. */
  usesLeadIn: boolean;
}

export async function loadReadingRows(): Promise<ReadingRow[]> {
  const rows: ReadingRow[] = [];
  for (const { entry, labels } of loadLabelledDocuments()) {
    const { text } = await loadReviewDocument(entry.file);
    const sides = labels.parties.map(toSide);
    const seen = new Set<string>();
    for (const label of labels.provisions) {
      // Measured once per distinct sentence, as evaluate-reading.ts does.
      if (seen.has(label.text)) continue;
      seen.add(label.text);
      const found = findAnchor(text, label.text);
      const leadIn = found ? findLeadIn(text, found.start) : undefined;
      const { readText, operator } = readOperator(label.text, leadIn);
      rows.push({
        file: entry.file,
        split: entry.split,
        label,
        parties: labels.parties,
        rule: readProvision(label.text, sides, leadIn),
        readText,
        operator,
        usesLeadIn: readText !== label.text,
      });
    }
  }
  return rows;
}

/** The text and operator readProvision takes its modality from (the same steps, not exported there). */
function readOperator(
  sentence: string,
  leadIn: string | undefined,
): { readText: string; operator: ModalityReading } {
  const own = readModality(sentence);
  const readText =
    leadIn && (own.to === 0 || own.isSubordinate || opensWithVerb(sentence, own))
      ? `${leadIn} ${sentence}`
      : sentence;
  const reading = readText === sentence ? own : readModality(readText);
  return { readText, operator: denyItem(reading, readText !== sentence, sentence) };
}
