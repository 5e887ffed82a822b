import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The joint filing playbook, one construction per point a lawyer checks (decision 025).
const HEAD =
  'JOINT FILING AGREEMENT\n\nThis Joint Filing Agreement is made by Alpha Capital LP ("Alpha") and Beta Partners LLC ("Beta").\n\n';
const FILING =
  '1. In accordance with Rule 13d-1(k)(1) under the Securities Exchange Act of 1934, the parties agree to the joint filing on behalf of each of them of a statement on Schedule 13D (including amendments thereto) with respect to the Common Stock of Gamma Inc.';
const RESPONSIBILITY =
  '2. Each party shall be responsible for the timely filing of such statement and any amendments thereto, and for the completeness and accuracy of the information concerning such party contained therein, but shall not be responsible for the completeness and accuracy of the information concerning the other party, except to the extent that it knows or has reason to believe that such information is inaccurate.';
const TERMINATION =
  '3. This Agreement may be terminated by either party upon written notice to the other party.';
const COUNTERPARTS = '4. This Agreement may be executed in counterparts.';

// The market-standard agreement, as Rule 13d-1(k)(1) has it.
const STANDARD = [FILING, RESPONSIBILITY, TERMINATION, COUNTERPARTS];

const analyse = (clauses: string[], readerRole?: string) =>
  analyzeDocument(
    createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true),
    readerRole ? { readerRole } : {},
  );
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const ours = (items: readonly { category: string }[]) =>
  items.filter((item) => item.category.startsWith('joint-filing-'));

describe('the joint filing playbook', () => {
  it('is read as a joint filing agreement', () => {
    expect(analyse(STANDARD).documentType.type).toBe('Joint Filing Agreement');
  });

  it('the standard agreement invents no risk, for either filer', () => {
    expect(analyse(STANDARD).redFlags.filter((flag) => flag.severity !== 'low')).toEqual([]);
    expect(analyse(STANDARD, 'Beta').redFlags.filter((flag) => flag.severity !== 'low')).toEqual(
      [],
    );
  });

  it('names what you are responsible for, at low severity', () => {
    const flag = analyse(STANDARD).redFlags.find(
      (found) => found.category === 'joint-filing-own-information',
    );
    expect(flag?.title).toBe('You answer for filing on time and for your own information');
    expect(flag?.severity).toBe('low');
    expect(
      ours(analyse(STANDARD).redFlags).filter(
        (found) => found.category !== 'joint-filing-own-information',
      ),
    ).toEqual([]);
  });

  it('being responsible for the others’ information is flagged', () => {
    const everything =
      '2. Each party shall be responsible for the timely filing of such statement and for the completeness and accuracy of all information contained therein, including the information concerning the other party.';
    const analysis = analyse([FILING, everything, TERMINATION, COUNTERPARTS]);
    const flag = analysis.redFlags.find(
      (found) => found.category === 'joint-filing-others-information',
    );
    expect(flag?.title).toBe('You answer for the other filers’ information');
    expect(flag?.severity).toBe('medium');
  });

  it('being responsible for the whole statement, with no limit, is flagged', () => {
    const whole =
      '2. Each party shall be responsible for the completeness and accuracy of the statement and any amendments thereto.';
    expect(titles(analyse([FILING, whole, TERMINATION, COUNTERPARTS]).redFlags)).toContain(
      'You answer for the other filers’ information',
    );
  });

  it('a power of attorney to another filer is a point to check', () => {
    const power =
      '5. Each party hereby appoints Alpha as its attorney-in-fact to sign and file the statement on Schedule 13D and any amendments thereto on its behalf.';
    const flag = analyse([...STANDARD, power]).redFlags.find(
      (found) => found.category === 'joint-filing-power-of-attorney',
    );
    expect(flag?.title).toBe('Another filer may sign and file for you');
    expect(flag?.severity).toBe('medium');
  });

  it('a broad power of attorney says so', () => {
    const power =
      '5. Each party hereby appoints Alpha as its attorney-in-fact, with full power to sign and file any and all documents and instruments on its behalf.';
    expect(titles(analyse([...STANDARD, power]).redFlags)).toContain(
      'A broad power of attorney to another filer',
    );
  });

  it('no way to leave is a low point', () => {
    const flag = analyse([FILING, RESPONSIBILITY, COUNTERPARTS]).redFlags.find(
      (found) => found.category === 'joint-filing-termination',
    );
    expect(flag?.severity).toBe('low');
  });

  it('amendments not covered is a low point', () => {
    const filing =
      '1. The parties agree to the joint filing on behalf of each of them of a statement on Schedule 13G with respect to the Common Stock of Gamma Inc.';
    const responsibility =
      '2. Each party shall be responsible for the timely filing of such statement and for the completeness and accuracy of the information concerning such party contained therein.';
    const flag = analyse([filing, responsibility, TERMINATION, COUNTERPARTS]).redFlags.find(
      (found) => found.category === 'joint-filing-amendments',
    );
    expect(flag?.severity).toBe('low');
  });

  it('a standing agreement for every future filing, until revoked, is a low point', () => {
    const filing =
      '1. The parties agree to the joint filing on behalf of each of them of any filing required under Section 13 of the Securities Exchange Act of 1934 (including any amendment thereto) with respect to securities of Gamma Inc.';
    const duration =
      '3. This Agreement shall remain in full force and effect until revoked by any party in a signed writing provided to each other party.';
    const flag = analyse([filing, RESPONSIBILITY, duration, COUNTERPARTS]).redFlags.find(
      (found) => found.category === 'joint-filing-scope',
    );
    expect(flag?.severity).toBe('low');
    expect(flag?.quote).toContain('until revoked');
  });

  it('one point per sentence: an unlimited responsibility is not also named as your own', () => {
    const whole =
      '2. Each party shall be responsible for the completeness and accuracy of the statement and any amendments thereto.';
    const categories = ours(analyse([FILING, whole, TERMINATION, COUNTERPARTS]).redFlags).map(
      (flag) => flag.category,
    );
    expect(categories).toEqual(['joint-filing-others-information']);
  });

  it('one statement and all its amendments is not a standing agreement', () => {
    const filing =
      '1. The parties agree to the joint filing on behalf of each of them of a statement on Schedule 13G (including any and all amendments thereto) with respect to the Common Stock of Gamma Inc.';
    const categories = analyse([filing, RESPONSIBILITY, TERMINATION, COUNTERPARTS]).redFlags.map(
      (flag) => flag.category,
    );
    expect(categories).not.toContain('joint-filing-scope');
  });
});
