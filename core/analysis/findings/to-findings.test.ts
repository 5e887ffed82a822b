import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../parsing/index.ts';
import { splitSentences } from '../text/split-sentences.ts';
import type { Reader } from '../reading/perspective/choose-reader.ts';
import type { Side } from '../reading/perspective/sides.ts';
import type { OrientedCandidate } from './orient-candidate.ts';
import { analyzeDocument } from '../analyze-document.ts';
import { toFindings } from './to-findings.ts';

function side(role: string): Side {
  return { role, name: role, terms: [role], subjectPronouns: [], possessivePronouns: [] };
}

describe('toFindings', () => {
  it('names both sides as bound by a red flag it says binds both sides alike', async () => {
    const text = 'Neither party shall disparage the other party.';
    const document = await parseDocument(new TextEncoder().encode(text));
    const provider = side('Provider');
    const customer = side('Customer');
    const reader: Reader = {
      perspective: { party: 'Customer', role: 'Customer', chosenBy: 'default', isMutual: false },
      side: customer,
      sides: [provider, customer],
      isMutual: false,
      defaultSide: customer,
    };
    // Read as binding the reader and favouring both: mutual, though one side is named as bound.
    const candidate: OrientedCandidate = {
      family: 'non-disparagement',
      start: 0,
      end: text.length,
      matchStart: 0,
      matchEnd: text.length,
      segmentIndex: 0,
      confidence: 0.9,
      kind: 'red-flag',
      burdens: [customer],
      favours: [provider, customer],
      isMutual: true,
      severity: 'low',
    };
    const { redFlags } = toFindings(document, [candidate], splitSentences(text), reader);
    expect(redFlags).toHaveLength(1);
    expect(redFlags[0]?.explanation).toMatch(/It binds both sides alike\.$/);
    expect([...(redFlags[0]?.burdens ?? [])].sort()).toEqual(['Customer', 'Provider']);
  });

  it('speaks of the side that is owed, not of "the lender", outside a loan', async () => {
    const text = [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is entered into between Granite Mills Ltd. ("Supplier") and Beacon Retail Inc. ("Buyer").',
      '1. SUPPLY. Supplier shall supply the products listed in each purchase order. Buyer shall pay each invoice within thirty (30) days.',
      '2. DEFAULT. If Buyer fails to pay any invoice when due, Supplier may declare all amounts owed by Buyer immediately due and payable.',
    ].join('\n\n');
    const analysis = analyzeDocument(await parseDocument(new TextEncoder().encode(text)));
    const acceleration = analysis.redFlags.find(
      (flag) => flag.category === 'acceleration-on-default',
    );
    expect(acceleration?.explanation).toContain('the side that is owed');
    expect(analysis.redFlags.map((flag) => flag.explanation).join(' ')).not.toMatch(/lender/i);
  });
});
