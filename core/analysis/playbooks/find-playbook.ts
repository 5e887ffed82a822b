import { NDA_PLAYBOOK } from './nda.ts';
import type { Playbook } from './playbook.ts';

// The types with a playbook so far; the others are read by the red-flag families alone.
const PLAYBOOKS: Readonly<Record<string, Playbook>> = {
  NDA: NDA_PLAYBOOK,
};

/** The playbook of a document type, or null when it has none yet. */
export function findPlaybook(documentType: string): Playbook | null {
  return PLAYBOOKS[documentType] ?? null;
}

/** Every playbook, each once: for checks that hold across all of them. */
export function listPlaybooks(): Playbook[] {
  return [...new Set(Object.values(PLAYBOOKS))];
}
