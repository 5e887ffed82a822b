import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import type { Playbook, PlaybookView } from '../playbooks/playbook.ts';
import { readType } from '../read-type.ts';
import { readDocument } from '../reading/read-document.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { withReaderSide } from '../findings/apply-playbook.ts';
import { findProfile } from '../playbooks/profiles/profiles.ts';

/** The document type's playbook and the reading it is weighed on, for the reader. */
export interface PlaybookContext {
  playbook: Playbook;
  view: PlaybookView;
}

/** What the model is told of the playbook: its items, the reader's side and the parties. */
export interface Checklist {
  side: string;
  parties: { name: string; role: string; isReader: boolean }[];
  items: { id: string; question: string; marketStandard: string }[];
}

/**
 * The playbook of the built-in engine's document type, and the reading its results are checked
 * against; null when the type has none. The reading is made again (well under a second): the
 * built-in analysis keeps what it shows, not the provisions and sides a playbook reads. It is
 * read for the same reader: the person's choice, else the type's default.
 */
export function readPlaybookContext(
  document: ParsedDocument,
  guidance: Analysis,
): PlaybookContext | null {
  const { playbook } = findProfile(guidance.documentType.type);
  if (!playbook) return null;
  const perspective = guidance.perspective;
  const readerRole = perspective?.chosenBy === 'user' ? perspective.role : undefined;
  const segments = splitSentences(document.text);
  const reading = readDocument(document, segments, readType(document, segments), readerRole);
  const view = withReaderSide(playbook, {
    document,
    structure: reading.structure,
    provisions: reading.provisions,
    keyTerms: guidance.keyTerms,
    reader: reading.reader,
  });
  return { playbook, view };
}

export function toChecklist({ playbook, view }: PlaybookContext): Checklist {
  const reader = view.reader.perspective?.role;
  return {
    side: view.side,
    parties: view.reader.sides.map((side) => ({
      name: side.name,
      role: side.role,
      isReader: side.role === reader,
    })),
    items: playbook.items.map(({ id, question, marketStandard }) => ({
      id,
      question,
      marketStandard,
    })),
  };
}
