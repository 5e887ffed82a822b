import { describe, expect, it } from 'vitest';
import {
  buildConfusion,
  createSpanMapper,
  findMajorityLabel,
  isEvidenceFound,
  isVerdictAgreeing,
  toAnsweredVerdict,
  summariseAgreement,
  toQuestion,
  type JudgedHypothesis,
} from './contractnli.ts';

describe('toQuestion', () => {
  it('asks whether the agreement says the hypothesis: first letter lower-cased, no full stop', () => {
    expect(
      toQuestion(
        "Receiving Party shall not reverse engineer any objects which embody Disclosing Party's Confidential Information.",
      ),
    ).toBe(
      "Does this agreement say that receiving Party shall not reverse engineer any objects which embody Disclosing Party's Confidential Information?",
    );
  });

  it('keeps a hypothesis without a full stop whole', () => {
    expect(toQuestion('Agreement shall not grant any right')).toBe(
      'Does this agreement say that agreement shall not grant any right?',
    );
  });
});

describe('verdicts', () => {
  it('counts yes and yes-on-a-condition as agreeing with Entailment, and nothing else', () => {
    expect(isVerdictAgreeing('Entailment', 'yes')).toBe(true);
    expect(isVerdictAgreeing('Entailment', 'conditional')).toBe(true);
    expect(isVerdictAgreeing('Entailment', 'no')).toBe(false);
    expect(isVerdictAgreeing('Entailment', 'not-stated')).toBe(false);
  });

  it('counts only no for Contradiction and only not-stated for NotMentioned', () => {
    expect(isVerdictAgreeing('Contradiction', 'no')).toBe(true);
    expect(isVerdictAgreeing('Contradiction', 'yes')).toBe(false);
    expect(isVerdictAgreeing('Contradiction', 'conditional')).toBe(false);
    expect(isVerdictAgreeing('NotMentioned', 'not-stated')).toBe(true);
    expect(isVerdictAgreeing('NotMentioned', 'yes')).toBe(false);
    expect(isVerdictAgreeing('NotMentioned', 'no')).toBe(false);
  });

  it('reads an answer as yes when it answered and as not stated when it did not, for the baseline', () => {
    expect(toAnsweredVerdict(true)).toBe('yes');
    expect(toAnsweredVerdict(false)).toBe('not-stated');
  });
});

describe('evidence@3', () => {
  const evidence = [
    { start: 100, end: 200 },
    { start: 500, end: 600 },
  ];

  it('finds evidence when one of the first three citations shares a character with a span', () => {
    expect(
      isEvidenceFound(
        [
          { start: 0, end: 50 },
          { start: 199, end: 250 },
        ],
        evidence,
      ),
    ).toBe(true);
    expect(isEvidenceFound([{ start: 550, end: 560 }], evidence)).toBe(true);
  });

  it('does not count ranges that only touch, nor a fourth citation', () => {
    expect(isEvidenceFound([{ start: 200, end: 500 }], evidence)).toBe(false);
    expect(
      isEvidenceFound(
        [
          { start: 0, end: 10 },
          { start: 20, end: 30 },
          { start: 40, end: 50 },
          { start: 150, end: 160 },
        ],
        evidence,
      ),
    ).toBe(false);
    expect(isEvidenceFound([], evidence)).toBe(false);
  });
});

describe('createSpanMapper', () => {
  it('follows a span through re-spaced text to the same words', () => {
    const raw = '  Title\r\n\r\n\r\n1. The  Receiving Party\u00a0shall keep it.  \nEnd';
    const parsed = 'Title\n\n1. The  Receiving Party shall keep it.\nEnd';
    const start = raw.indexOf('Receiving');
    const end = raw.indexOf('it.') + 3;
    const span = createSpanMapper(raw, parsed)({ start, end });
    expect(span && parsed.slice(span.start, span.end)).toBe('Receiving Party shall keep it.');
  });

  it('maps a span of white space only to nothing', () => {
    expect(createSpanMapper('a   b', 'a b')({ start: 1, end: 4 })).toBeNull();
  });

  it('refuses texts that differ in more than white space', () => {
    expect(() => createSpanMapper('shall keep', 'shall kept')).toThrow();
  });
});

describe('tallies', () => {
  const row = (
    label: JudgedHypothesis['label'],
    verdict: JudgedHypothesis['verdict'],
    isEvidenceFound: boolean | null,
  ): JudgedHypothesis => ({
    documentId: '1',
    hypothesisId: 'nda-1',
    label,
    verdict,
    isEvidenceFound,
  });
  const rows = [
    row('Entailment', 'yes', true),
    row('Entailment', 'conditional', false),
    row('Entailment', 'not-stated', false),
    row('Contradiction', 'yes', true),
    row('NotMentioned', 'yes', null),
    row('NotMentioned', 'not-stated', null),
  ];

  it('counts agreement overall and per label, and evidence over Entailment and Contradiction', () => {
    const summary = summariseAgreement(rows);
    expect(summary.overall).toEqual({ count: 3, total: 6 });
    expect(summary.perLabel.Entailment).toEqual({ count: 2, total: 3 });
    expect(summary.perLabel.Contradiction).toEqual({ count: 0, total: 1 });
    expect(summary.perLabel.NotMentioned).toEqual({ count: 1, total: 2 });
    expect(summary.evidence).toEqual({ count: 2, total: 4 });
  });

  it('puts each hypothesis in the cell of its label and our verdict', () => {
    const confusion = buildConfusion(rows);
    expect(confusion.Entailment).toEqual({ yes: 1, no: 0, conditional: 1, 'not-stated': 1 });
    expect(confusion.Contradiction).toEqual({ yes: 1, no: 0, conditional: 0, 'not-stated': 0 });
    expect(confusion.NotMentioned).toEqual({ yes: 1, no: 0, conditional: 0, 'not-stated': 1 });
  });

  it('finds the most frequent label for the majority baseline', () => {
    expect(findMajorityLabel(['NotMentioned', 'Entailment', 'NotMentioned'])).toBe('NotMentioned');
    expect(findMajorityLabel(['Contradiction'])).toBe('Contradiction');
  });
});
