import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { createParsedDocument } from '../../core/parsing/parsed-document.ts';

/**
 * A short contract of our own, analysed once when the engine's thread starts. The first
 * analysis in a thread pays for loading the models (about 0.2 s) and for the engine's code
 * being compiled as it first runs (about as much again); done at start, neither lands on the
 * first person's document.
 */
const WARM_UP_CONTRACT = [
  'CONSULTING AGREEMENT',
  'This Consulting Agreement is made between Northwind Ltd ("the Company") and Jordan Lee ("the Consultant").',
  '1. Services. The Consultant shall provide the services described in Schedule A.',
  '2. Fees. The Company shall pay each invoice within thirty (30) days of receipt.',
  '3. Term. This Agreement renews automatically for one (1) year unless either party gives ninety (90) days written notice.',
  '4. Liability. Neither party shall be liable for any indirect or consequential loss.',
  '5. Confidentiality. The Consultant shall keep the Confidential Information of the Company secret.',
  '6. Governing law. This Agreement is governed by the laws of the State of New York.',
].join('\n\n');

/** Loads the engine's models and runs its code once, so the thread's first real job is warm. */
export function warmUpEngine(): void {
  analyzeDocument(createParsedDocument('txt', [WARM_UP_CONTRACT], true));
}
