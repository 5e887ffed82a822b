import type { Segment } from '../text/segment.ts';
import { findingAt } from './checks.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { documentSentences } from './sentences.ts';

// The agreement to file one statement for all: "agree to the joint filing ... of a Schedule 13D".
const FILES_JOINTLY =
  /\bjoint(?:ly)?\s+fil\w*|\bfil\w*\b[^.;]{0,80}\bjointly\b|\bon\s+behalf\s+of\s+each\s+of\s+them\b|\bSchedule\s+13[DG]\b|\b13d-1\s*\(k\)/i;
// A filer answers for the completeness and accuracy of what is filed.
const ANSWERS_FOR = /\b(?:responsib\w*|liab\w*)\b[^.]{0,200}\b(?:complete\w*|accura\w*)\b/i;
// What it answers for is the information about itself.
const ABOUT_ITSELF =
  /\b(?:information\s+)?(?:concerning|regarding|relating\s+to|about|with\s+respect\s+to)\s+(?:such\s+(?:person|filer|party|reporting\s+person)|him(?:self)?|her(?:self)?|it(?:self)?|themselves|itself|the\s+undersigned\s+itself)\b|\b(?:its|his|her|their)\s+own\b/i;
// And not for what the others report, save what it knows or has reason to believe is wrong.
const NOT_FOR_OTHERS =
  /\b(?:not|none\s+of\s+(?:them|us|the\s+\w+)|no\s+(?:party|filer|person|one)|neither)\b[^.;]{0,40}\b(?:responsible|liable)\b[^.]{0,200}\b(?:others?|another|any\s+other)\b/i;
const ABOUT_ITSELF_OR_NOT_OTHERS = new RegExp(
  `${ABOUT_ITSELF.source}|${NOT_FOR_OTHERS.source}`,
  'i',
);
// Made to answer for what the others report: "information concerning the other filers".
const ABOUT_OTHERS =
  /\b(?:concerning|regarding|relating\s+to|about|with\s+respect\s+to)\s+(?:the\s+|each\s+|any\s+|all\s+)?(?:others?|other\s+(?:filers?|persons?|part(?:y|ies)|reporting\s+persons?|members?|signatories|undersigned))\b|\beach\s+other\b|\ball\s+(?:of\s+)?(?:the\s+)?(?:filers|reporting\s+persons|undersigned)\b/i;
const KNOWS =
  /\bknows?\b|\bhas\s+reason\s+to\s+believe\b|\breason\s+to\s+believe\b|\bknowledge\b|\baware\b/i;
// The statement's amendments are filed jointly too.
const AMENDMENTS = /\bamendments?\b|\bamended\s+(?:statements?|schedules?|filings?)\b/i;
// A filer may leave by notice, or the agreement ends on a date or event.
const ENDS = /\bterminat\w*|\brevo(?:ke|cable|cation)\w*|\bwithdraw\w*|\buntil\b|\bexpir\w*/i;
// A filer lets another sign and file for it.
const POWER_OF_ATTORNEY =
  /\bpower\s+of\s+attorney\b|\battorneys?[-\s]in[-\s]fact\b|\bappoints?\b[^.;]{0,120}\b(?:attorneys?|agents?|proxy|proxies)\b|\bauthori[sz]es?\b[^.;]{0,100}\bto\s+(?:sign|execute|file)\b/i;
const NO_POWER = /\b(?:no|not|nothing)\b[^.;]{0,40}\b(?:power|appoint\w*|authori[sz]\w*)\b/i;
// A power wider than the statement and its amendments.
const BROAD_POWER =
  /\bany\s+and\s+all\b|\ball\s+(?:other\s+)?(?:acts|documents|instruments|things)\b|\bany\s+other\s+(?:documents?|filings?|forms?|instruments?)\b|\bwhatsoever\b|\bfull\s+power\b|\bForms?\s+3\b|\bSection\s+16\b/i;

// A standing agreement for every filing to come, not one statement and its amendments.
const EVERY_FILING =
  /\bany\s+(?:and\s+all\s+)?(?:filings?|statements?|reports?)\b|\ball\s+(?:future\s+)?(?:filings|statements|reports)\b|\bfuture\s+(?:filings|statements)\b|\bForms?\s+3\b/i;
const UNTIL_REVOKED = /\buntil\s+(?:\w+\s+){0,3}(?:revoked|terminated|withdrawn)\b/i;

// The agreement's terms are statements ("Each of them is responsible for"), which the
// reading's provisions (duties, rights) do not all hold: they are read sentence by sentence.
/** The first sentence of the document that says all of these. */
function findSentence(view: PlaybookView, ...patterns: readonly RegExp[]): Segment | null {
  return (
    documentSentences(view).find((sentence) =>
      patterns.every((pattern) => pattern.test(sentence.text)),
    ) ?? null
  );
}

/**
 * What the filers answer for: the sentence that says it, and whether it makes them answer for
 * the others' information without the rule's "unless it knows or has reason to believe".
 */
function readResponsibility(view: PlaybookView): {
  own: Segment | null;
  unlimited: Segment | null;
} {
  const own = findSentence(view, ANSWERS_FOR, ABOUT_ITSELF_OR_NOT_OTHERS);
  // Named as answering for the others' information, without a denial or the knowledge test.
  const forOthers = findSentence(view, ANSWERS_FOR, ABOUT_OTHERS);
  if (forOthers && !NOT_FOR_OTHERS.test(forOthers.text) && !KNOWS.test(forOthers.text))
    return { own, unlimited: forOthers };
  // Answering for the whole statement, and nothing limits it to one's own part.
  const whole = own ? null : findSentence(view, ANSWERS_FOR);
  return { own, unlimited: whole && !NOT_FOR_OTHERS.test(view.document.text) ? whole : null };
}

/** The sentence where the filers agree to file jointly: where a missing term would have its place. */
function findJointFiling(view: PlaybookView): Segment | null {
  return findSentence(view, FILES_JOINTLY);
}

/**
 * A joint filing agreement (SEC Rule 13d-1(k)(1)): the holders of a company's shares agree to
 * file one Schedule 13D or 13G for all of them. Read for any filer, all on the same terms. It
 * carries no commercial risk: the point is what each filer answers for, and nothing invented.
 */
export const JOINT_FILING_PLAYBOOK: Playbook = {
  // Every filer signs on the same terms: one side, whatever the filers are called.
  sides: [{ id: 'filer', roles: /\w/ }],
  mutualSide: 'filer',
  defaultSide: 'filer',
  items: [
    {
      id: 'joint-filing.own-information',
      question: 'What are you responsible for?',
      marketStandard:
        'Each filer answers for filing on time and for the completeness and accuracy of the information about itself, and for the others’ only if it knows or has reason to believe it is inaccurate (Rule 13d-1(k)(1)).',
      check: (view) => {
        const { own, unlimited } = readResponsibility(view);
        if (!own || unlimited) return null;
        return findingAt('red-flag', own, {
          title: 'You answer for filing on time and for your own information',
          explanation: KNOWS.test(own.text)
            ? 'You are responsible for the filing being made on time and for the accuracy of what it says about you; you also answer for what it says about the others if you know or have reason to believe it is wrong.'
            : 'You are responsible for the filing being made on time and for the accuracy of what it says about you.',
        });
      },
      // What the rule itself says: named so the filer knows it, not a risk of the deal.
      severity: { filer: 'low' },
      suggestion:
        'Nothing to change: check before each filing that what it says about you is complete and accurate, and that it is filed on time.',
    },
    {
      id: 'joint-filing.others-information',
      question: 'Are you responsible for what the others report about themselves?',
      marketStandard:
        'No, unless the filer knows or has reason to believe the others’ information is inaccurate.',
      families: ['answerable-for-others'],
      check: (view) =>
        findingAt('red-flag', readResponsibility(view).unlimited, {
          title: 'You answer for the other filers’ information',
          explanation:
            'You are made responsible for the completeness and accuracy of what the other filers report about themselves, even if you have no reason to doubt it.',
        }),
      severity: { filer: 'medium' },
      suggestion:
        'Limit your responsibility to the information about yourself, and to the others’ only where you know or have reason to believe it is inaccurate.',
    },
    {
      id: 'joint-filing.amendments',
      question: 'Are amendments to the statement filed jointly too?',
      marketStandard: 'The statement and every amendment to it are filed jointly.',
      check: (view) => {
        if (AMENDMENTS.test(view.document.text)) return null;
        return findingAt('red-flag', findJointFiling(view), {
          title: 'Amendments are not covered',
          explanation:
            'The agreement covers the statement but not its amendments, so each amendment may need a new agreement or separate filings.',
        });
      },
      severity: { filer: 'low' },
      suggestion: 'Say that the agreement covers the statement and all amendments to it.',
    },
    {
      id: 'joint-filing.termination',
      question: 'Can you leave the joint filing?',
      marketStandard:
        'Any filer may end the agreement as to itself by written notice to the others; until then it stays in force.',
      families: ['termination-for-convenience', 'unilateral-termination', 'immediate-termination'],
      check: (view) => {
        if (ENDS.test(view.document.text)) return null;
        return findingAt('red-flag', findJointFiling(view), {
          title: 'No way to leave the joint filing',
          explanation:
            'Nothing says how a filer may end the agreement, so it is not clear how you stop being filed for with the others.',
        });
      },
      // A filer's right to leave by notice is ordinary, and in its favour.
      severity: { filer: 'low' },
      suggestion: 'Add that any filer may end the agreement as to itself by written notice.',
    },
    {
      id: 'joint-filing.power-of-attorney',
      question: 'Do you let another filer sign and file for you, and for what?',
      marketStandard:
        'Common: a power of attorney to sign and file the statement and its amendments, for this filing only.',
      check: (view) => {
        const power = findSentence(view, POWER_OF_ATTORNEY);
        if (!power || NO_POWER.test(power.text)) return null;
        const isBroad = BROAD_POWER.test(power.text);
        return findingAt('red-flag', power, {
          title: isBroad
            ? 'A broad power of attorney to another filer'
            : 'Another filer may sign and file for you',
          explanation: isBroad
            ? 'You let another filer sign and file documents in your name beyond this statement and its amendments; you answer for what is filed for you.'
            : 'You let another filer sign and file the statement for you; you still answer for what it says about you.',
        });
      },
      severity: { filer: 'medium' },
      suggestion:
        'Limit the power to signing and filing this statement and its amendments, and let it end with the agreement or on your notice.',
    },
    {
      id: 'joint-filing.counterparts',
      question: 'May it be signed in counterparts?',
      marketStandard: 'Ordinary: it may be signed in counterparts, each an original.',
      severity: { filer: 'none' },
      suggestion: 'Nothing to ask for.',
    },
    {
      id: 'joint-filing.group',
      question: 'Does filing together make you part of a group with the others?',
      marketStandard:
        'Filing one statement together is an admission that the filers may be a "group" under section 13(d)(3), whose holdings count together; many agreements say the joint filing is no admission that they are.',
      severity: { filer: 'none' },
      suggestion:
        'If you do not mean to act with the others, ask for a statement that filing jointly is not an admission that the filers form a group.',
    },
    {
      id: 'joint-filing.scope',
      question: 'Which filings does it cover, and for how long?',
      marketStandard:
        'The Schedule 13D or 13G on one issuer’s securities and its amendments; some agreements stand for every filing about the issuer until a filer revokes them.',
      check: (view) => {
        const every = findSentence(view, EVERY_FILING);
        if (!every) return null;
        const untilRevoked = findSentence(view, UNTIL_REVOKED);
        return findingAt('red-flag', untilRevoked ?? every, {
          title: untilRevoked
            ? 'It covers every future filing until revoked'
            : 'It covers every future filing',
          explanation:
            'The agreement is not limited to one statement: it covers later filings about the issuer’s securities, and you are filed for with the others, and answer for your part, until you end it in writing.',
        });
      },
      severity: { filer: 'low' },
      suggestion:
        'Limit it to the statement and its amendments, or revoke it in writing when you no longer want to file with the others.',
    },
  ],
};
