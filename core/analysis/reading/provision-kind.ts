/**
 * What kind of sentence a provision is, before what it binds anyone to: most are operative
 * (they give duties, rights and statements of the deal); a definition says what words mean; a
 * statutory notice repeats what a law makes the document say (the Defend Trade Secrets Act
 * immunity notice, California Labor Code section 2870); a savings clause keeps a freedom the
 * rest of the document might seem to take away ("Nothing in this Agreement prevents you from
 * reporting possible violations of law"). Notices and savings clauses protect the party they
 * name and are never its duties.
 */
export type ProvisionKind = 'operative' | 'definition' | 'statutory-notice' | 'savings';

/**
 * What an amendment's sentence does to the agreement it amends: deletes a term, replaces its
 * words, or adds new ones. `target` is the term as the amendment names it ("Section 7
 * (Non-Competition)"). A deleted term is no longer in force, whatever its words said.
 */
export interface Amendment {
  effect: 'deletes' | 'replaces' | 'adds';
  target: string;
}

// "'Territory' means ...", "'Affiliate' shall mean ...", "'Net Sales' has the meaning".
const DEFINITION =
  /^\s*[“"'‘]?[A-Z][^“”"]{0,80}[”"'’]?\s*(?:\([^)]*\)\s*)?(?:means|shall\s+mean|has\s+the\s+meaning|refers\s+to)\b/;

// A preamble names the parties and gives them their terms: "This Development Agreement ... is
// entered into by and between CNS Pharmaceuticals, Inc. ("CNS") ... and WPD", "CNS and WPD are
// sometimes referred to herein individually as a 'Party'". It defines who the parties are; it
// binds neither to anything.
const PARTY_NAMING =
  /^\s*(?:This\s+[^.;]{0,200}?\b(?:is|are)\s+(?:made\s+and\s+)?(?:made|entered\s+into)\b[^.;]{0,120}?\bby\s+and\s+between\b|[^.;]{1,200}?\b(?:is|are)\s+(?:each\s+|sometimes\s+|hereinafter\s+|also\s+)*referred\s+to\s+(?:herein\s+|in\s+this\s+Agreement\s+)?(?:individually\s+|collectively\s+|each\s+)?as\b)/;

// The statutes whose notices employment, consulting and invention-assignment agreements must
// carry: the federal trade-secret immunity, and the state laws that keep an employee's own
// inventions (California, Washington, Illinois, Minnesota, Delaware, North Carolina, Kansas,
// Utah, Nevada, New Jersey).
const NOTICE_STATUTE =
  /\bDefend\s+Trade\s+Secrets\s+Act\b|\b18\s+U\.?\s?S\.?\s?C\.?\s*(?:§+|sec(?:tion|\.)?)?\s*1833\b|\bLabor\s+Code\s+(?:§+\s*|sec(?:tion|\.)?\s*)?2870\b|\bSection\s+2870\b|\bRCW\s+49\.44\.1[45]0\b|\b765\s+ILCS\s+1060\b|\b181\.78\b|\b19\s+Del\.?\s*C\.?\s*§*\s*805\b|\b66-57\.1\b|\bK\.?S\.?A\.?\s+44-13[01]\b|\b34-39-3\b|\bNRS\s+600\.500\b|\bN\.?J\.?S\.?A\.?\s+34:1B-265\b/i;
// What a notice does: it tells the reader of an immunity or of a limit the law sets.
const NOTICE_WORDS =
  /\b(?:notice|notif(?:y|ied|ication)|immun(?:e|ity)|(?:shall|will)\s+not\s+be\s+held\s+(?:\w+\s+){0,3}liable|does\s+not\s+apply|shall\s+not\s+apply|provisions?\s+of\s+(?:this|the)\s+\w+\s+(?:requiring|that\s+require))\b/i;

// "Nothing in this Agreement prevents you from ...", "This section does not restrict Employee
// from ...", "Nothing herein shall be construed to limit your right to ...".
const SAVINGS = new RegExp(
  String.raw`(?:\bnothing\s+(?:in|contained\s+in|herein|in\s+this)\b[^.;]{0,100}?|\b(?:this|the|these|such)\s+(?:[\w-]+\s+){0,3}?(?:agreement|section|paragraph|provision|clause|covenant|release|obligation)s?\b[^.;]{0,60}?\b(?:does|do|shall|will)\s+not\s+)` +
    String.raw`(?:(?:shall|will|is\s+intended\s+to|(?:shall|will)\s+be\s+(?:construed|interpreted|deemed)\s+to|be\s+(?:construed|interpreted)\s+to)\s+)?` +
    String.raw`(?:prevents?|prohibits?|restricts?|limits?|precludes?|bars?|impairs?|interferes?\s+with|waives?|requires?\s+(?:\w+\s+){0,2}to\s+(?:notify|obtain))\b` +
    String.raw`[^.;]{0,160}?\b(?:from|right\s+to|ability\s+to|rights?\s+under)\b`,
  'i',
);

/** The kind of a sentence: a definition, a statutory notice, a savings clause, or operative. */
export function readKind(sentence: string): ProvisionKind {
  if (NOTICE_STATUTE.test(sentence) && NOTICE_WORDS.test(sentence)) return 'statutory-notice';
  if (DEFINITION.test(sentence) || PARTY_NAMING.test(sentence)) return 'definition';
  if (SAVINGS.test(sentence)) return 'savings';
  return 'operative';
}

// The term an amendment acts on: "Section 7 (Non-Competition) of the Agreement", "Paragraph
// 1(a)", "Exhibit B", "the definition of 'Territory'".
const REFERENCE = String.raw`[\w.()-]*\w\)?(?:\s*\([^)]{1,60}\))?`;
const TARGET = String.raw`((?:Sections?|Paragraphs?|Articles?|Clauses?|Schedules?|Exhibits?|Appendix|Annex|Subsections?)\s+${REFERENCE}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+through\s+)${REFERENCE})*|the\s+definition\s+of\s+[“"'‘][^”"'’]{1,60}[”"'’])`;
const OF_THE_AGREEMENT = String.raw`(?:\s+(?:of|to|in)\s+(?:the|this)\s+(?:[A-Z][\w-]*\s+){0,3}(?:Agreement|Contract|Lease|License|Licence|Plan))?`;
const IS_HEREBY = String.raw`,?\s+(?:is|are|shall\s+be)\s+(?:hereby\s+)?`;

const AMENDMENTS: readonly { effect: Amendment['effect']; pattern: RegExp }[] = [
  // "Section 3.1 is deleted and replaced with", "is amended and restated to read as follows",
  // "is amended to read", "is replaced in its entirety by".
  {
    effect: 'replaces',
    pattern: new RegExp(
      TARGET +
        OF_THE_AGREEMENT +
        IS_HEREBY +
        String.raw`(?:(?:deleted|struck)(?:\s+in\s+(?:its|their)\s+entirety)?\s+and\s+replaced|amended\s+and\s+restated|amended\s+(?:in\s+(?:its|their)\s+entirety\s+)?to\s+read|replaced|superseded|restated)\b`,
      'i',
    ),
  },
  // "Section 7 (Non-Competition) of the Agreement is hereby deleted in its entirety".
  {
    effect: 'deletes',
    pattern: new RegExp(
      TARGET +
        OF_THE_AGREEMENT +
        IS_HEREBY +
        String.raw`(?:deleted|removed|struck|stricken|rescinded|revoked|withdrawn|eliminated)\b`,
      'i',
    ),
  },
  // "The Agreement is amended by deleting Section 7".
  {
    effect: 'deletes',
    pattern: new RegExp(
      String.raw`\bamended\s+by\s+(?:deleting|removing|striking)\s+(?:out\s+)?` + TARGET,
      'i',
    ),
  },
  // "The following is added as Section 14.5", "A new Section 14.5 is added", "is amended by
  // adding ... as Section 9.3", "is amended to provide that".
  {
    effect: 'adds',
    pattern: new RegExp(
      String.raw`\b(?:is|are|shall\s+be)\s+(?:hereby\s+)?(?:added|inserted)\s+(?:to\s+(?:the|this)\s+Agreement\s+)?(?:as|after|at\s+the\s+end\s+of|to)\s+(?:a\s+new\s+)?` +
        TARGET,
      'i',
    ),
  },
  {
    effect: 'adds',
    pattern: new RegExp(
      String.raw`\b(?:a\s+)?new\s+` + TARGET + IS_HEREBY + String.raw`(?:added|inserted)\b`,
      'i',
    ),
  },
  {
    effect: 'adds',
    pattern: new RegExp(
      TARGET +
        OF_THE_AGREEMENT +
        IS_HEREBY +
        String.raw`amended\s+(?:by\s+(?:adding|inserting)|to\s+(?:add|insert|provide|include))\b`,
      'i',
    ),
  },
  {
    effect: 'adds',
    pattern: new RegExp(
      String.raw`\bamended\s+by\s+(?:adding|inserting)\b[^.;]{0,200}?\b(?:as|after|at\s+the\s+end\s+of)\s+(?:a\s+new\s+)?` +
        TARGET,
      'i',
    ),
  },
];

/** What the sentence does to the agreement it amends, if it is an amendment's operative words. */
export function readAmendment(sentence: string): Amendment | undefined {
  for (const { effect, pattern } of AMENDMENTS) {
    const match = pattern.exec(sentence);
    const target = match?.[1];
    if (target) return { effect, target: target.replace(/\s+/g, ' ').trim() };
  }
  return undefined;
}
