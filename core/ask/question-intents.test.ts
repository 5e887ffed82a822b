import { describe, expect, it } from 'vitest';
import { recogniseIntents } from './question-intents.ts';

const intentsOf = (question: string) => recogniseIntents(question).map((intent) => intent.id);

describe('recogniseIntents: what a question is about', () => {
  it.each([
    'Can I get my money back?',
    'Will I get the deposit back?',
    'Can I get a refund if I cancel?',
  ])('%s is about refunds', (question) => {
    expect(intentsOf(question)).toContain('refunds');
  });

  it('getting one’s data back is no refund', () => {
    expect(intentsOf('Can I get my data back when I leave?')).not.toContain('refunds');
  });
});
