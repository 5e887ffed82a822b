import type { Segment } from '../text/segment.ts';
import { findingAt, findProvision } from './checks.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { documentSentences } from './sentences.ts';

// The agreement amended, named with its date ("the Services Agreement dated March 1, 2022").
const NAMES_AGREEMENT =
  /\b(?:agreement|contract|lease|note|licen[cs]e|plan|indenture)\b[^.]{0,80}\b(?:dated|entered\s+into|made\s+(?:and\s+entered\s+into\s+)?(?:as\s+of|on)|effective\s+(?:as\s+of|on)|effective\s+date\s+of)\b|\bdated\b/i;
// A sentence that changes the agreement ("modifies the Agreement", "Section 3 is amended"),
// not the word "Amendment" in a title: where a term an amendment lacks would have its place.
const AMENDS =
  /\b(?:amends?|modif(?:y|ies)|supplements?|(?:is|are|shall\s+be)\s+(?:hereby\s+)?(?:amended|modified|deleted|replaced|restated|supplemented|added))\b|\b(?:agree|wish|desire|intend)\s+to\s+(?:amend|modify)\b/i;
// A form's blank: "{agreement_name}", "[●]", "[insert date]", "________".
const PLACEHOLDER =
  /\{[A-Za-z_][^{}\n]{0,60}\}|\[(?:●|•|_{2,}|\s*insert\b[^\]\n]{0,60}|[^\]\n]{0,30}\b(?:name|date|party|agreement)\b[^\]\n]{0,30})\]|_{4,}/i;
// The agreement amended named by blanks: "modifies the {agreement_name}", "dated ______".
const BLANK = String.raw`(?:\{[^{}\n]*\}|\[[^\]\n]*\]|_{3,})`;
const BLANK_IDENTITY = new RegExp(
  String.raw`\b(?:amends?|modif(?:y|ies)|amendment\s+to)\s+(?:that\s+certain\s+|the\s+)?${BLANK}|\b(?:dated|effective\s+date\s+of|entered\s+into\s+(?:on|as\s+of))\s+(?:as\s+of\s+)?${BLANK}`,
  'i',
);
// When the changes take effect: "will take effect on", "This Amendment is effective as of".
const TAKES_EFFECT =
  /\b(?:take\s+effect|(?:become|becomes|be|is)\s+effective|effective\s+(?:date|as\s+of|on|from))\b/i;
// "Except as amended hereby, the Agreement remains in full force and effect", "ratifies".
const RATIFIES =
  /\b(?:remains?|continues?|shall\s+(?:remain|continue))\s+(?:unchanged|unmodified|unamended|unaffected|in\s+(?:full\s+)?(?:force|effect))\b|\bin\s+full\s+force\s+and\s+effect\b|\bratif\w*|\bexcept\s+as\s+(?:expressly\s+|specifically\s+|otherwise\s+)?(?:amended|modified|provided|set\s+forth|supplemented)\b|\b(?:all\s+)?other\s+(?:terms|provisions)\b[^.]{0,100}\b(?:unchanged|unaffected|unmodified|in\s+(?:full\s+)?(?:force|effect)|apply|continue)/i;
// Which prevails where the amendment and the agreement disagree.
const PREVAILS =
  /\b(?:conflict\w*|inconsisten\w*|discrepanc\w*)\b[^.]{0,160}\b(?:prevail\w*|govern\w*|control\w*)\b|\b(?:prevail\w*|govern\w*|control\w*)\b[^.]{0,60}\b(?:conflict\w*|inconsisten\w*)\b/i;
// A change that reaches back before the amendment was signed.
const RETROACTIVE =
  /\bretroactiv\w*|\bnunc\s+pro\s+tunc\b|\beffective\s+(?:as\s+of|from)\b[^.;]{0,60}\b(?:prior|earlier|preceding)\b/i;
// Giving up claims: "each party releases the other from all claims", "waives any claims".
const RELEASE =
  /\b(?:releases?|(?:forever\s+)?discharges?|waives?|relinquish\w*)\b[^.;]{0,160}\b(?:claims?|causes?\s+of\s+action|demands?|liabilit(?:y|ies)|suits?)\b/i;
// "acknowledges that no default exists", "is not in breach", "has no claims or defences".
const ACKNOWLEDGES =
  /\b(?:acknowledg\w*|confirm\w*|agree\w*|represent\w*|certif\w*|stipulat\w*|warrant\w*)\b/i;
const NO_DEFAULT =
  /\bno\s+(?:event\s+of\s+)?(?:defaults?|breach(?:es)?)\b[^.;]{0,60}\b(?:exists?|has\s+occurred|have\s+occurred|occurred|is\s+continuing|outstanding|under)\b|\bnot\s+(?:currently\s+)?in\s+(?:default|breach)\b|\b(?:has|have|there\s+(?:are|is)|holds?)\s+no\s+(?:known\s+)?(?:claims?|defen[cs]es?|offsets?|set-?offs?|counterclaims?)\b|\bhas\s+(?:fully\s+)?(?:performed|complied\s+with)\s+all\b/i;
// A longer term, or a renewal.
const EXTENDS =
  /\b(?:extend\w*|renew\w*)\s+(?:the\s+)?(?:(?:initial|current|renewal)\s+)?(?:term|agreement|lease|expiration\s+date)\b|\b(?:term|expiration\s+date|termination\s+date|end\s+date)\b(?:\s+of\s+(?:the|this)\s+\w+)?,?\s+(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?(?:extended|renewed)\b/i;
// A new price: "the Fees are increased to", "the monthly rent shall be $5,000".
const MONEY =
  /\b(?:fees?|prices?|pricing|rent|charges?|rates?|royalt(?:y|ies)|compensation|salary)\b/i;
const CHANGES_AMOUNT = /\b(?:increas\w*|decreas\w*|reduc\w*|adjust\w*|rais\w*)\b/i;
const CHANGES_TERM = /\b(?:amended|replaced|restated|deleted|superseded)\b/i;
const NEW_AMOUNT = /\$\s*\d|\b\d[\d,.]*\s*(?:%|percent|dollars|USD|EUR)/i;
// May be signed in counterparts, or electronically.
const COUNTERPARTS =
  /\bcounterparts?\b|\belectronic(?:ally)?\s+(?:sign\w*|execut\w*|transmi\w*)|\be-?signature|\bdocusign\b|\b(?:pdf|facsimile|fax)\b/i;
const SIGNING = /\bsign\w*|\bexecut\w*/i;

// Words before a verb that deny it: "Nothing in this Amendment releases", "does not extend".
const DENIED = /\b(?:not|nothing|neither|nor|no\s+(?:waiver|release))\b/i;
// A subject that is every party: "Each party releases", "The parties acknowledge".
const EVERY_PARTY =
  /\b(?:each|either|both|all)\s+(?:of\s+the\s+)?(?:part(?:y|ies)|undersigned)\b|\bthe\s+parties\b|\bmutual(?:ly)?\b/i;

// Amendments state their changes in the present tense ("The term is extended", "Customer
// releases"), which the reading's provisions (duties, rights) do not hold: they are read here
// sentence by sentence.
/**
 * The first sentence where `pattern` matches and is not denied by the words before it, and
 * `accept` holds of the words before the match (its subject).
 */
function findSentence(
  view: PlaybookView,
  pattern: RegExp,
  accept: (before: string, sentence: string) => boolean = () => true,
): Segment | null {
  return (
    documentSentences(view).find((sentence) => {
      const match = pattern.exec(sentence.text);
      if (!match) return false;
      const before = sentence.text.slice(0, match.index);
      return !DENIED.test(before) && accept(before, sentence.text);
    }) ?? null
  );
}

/**
 * Whether the reader is the subject of words that end where a verb starts ("Customer hereby
 * releases"): the first party they name, or every party. An amendment is read for either party
 * under one side, so the playbook's sides cannot say; the reader's own terms do. Words that
 * name no party ("All claims are released") bind every party.
 */
function saidByReader(view: PlaybookView, before: string): boolean {
  const reader = view.reader.side;
  if (!reader || EVERY_PARTY.test(before)) return true;
  const firstNamed = view.reader.sides
    .map((side) => ({ side, at: firstMention(before, [side.role, ...side.terms]) }))
    .filter(({ at }) => at >= 0)
    .sort((left, right) => left.at - right.at)[0];
  return !firstNamed || firstNamed.side.role === reader.role;
}

function firstMention(words: string, terms: readonly string[]): number {
  const found = terms
    .filter((term) => term.trim().length > 0)
    .map((term) => words.search(new RegExp(`(?<![\\w-])${escapeRegExp(term)}(?![\\w-])`, 'i')))
    .filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

function escapeRegExp(words: string): string {
  return words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first sentence that changes the agreement: where a missing term would have its place. */
function findChange(view: PlaybookView): { start: number; end: number } | null {
  return (
    view.provisions.find((provision) => provision.amends !== undefined) ??
    findSentence(view, AMENDS)
  );
}

/**
 * An amendment to an agreement of any kind, as a lawyer reads it for either party: which
 * agreement it changes and from when, whether the rest stays in force, and what it slips in
 * besides (a release, a confirmation that no one is in breach, a longer term, a new price, a
 * new restriction).
 */
export const AMENDMENT_PLAYBOOK: Playbook = {
  // Read for either party of the agreement amended: its roles are the amended agreement's.
  sides: [{ id: 'party', roles: /\w/ }],
  mutualSide: 'party',
  defaultSide: 'party',
  items: [
    {
      id: 'amendment.agreement',
      question: 'Which agreement does it amend?',
      marketStandard:
        'It names the agreement it amends by its title, its parties and its date, and says it amends it.',
      check: (view) => {
        // A form that names the agreement amended by blanks: "modifies the {agreement_name}".
        const blank = findSentence(view, PLACEHOLDER, (_, sentence) =>
          BLANK_IDENTITY.test(sentence),
        );
        if (blank)
          return findingAt('red-flag', blank, {
            title: 'The agreement it amends is left blank',
            explanation:
              'The name, parties or date of the agreement this amendment changes are blanks, so it could be attached to the wrong agreement, or to none.',
          });
        if (NAMES_AGREEMENT.test(view.document.text)) return null;
        return findingAt('red-flag', findChange(view), {
          title: 'It does not say which agreement it amends',
          explanation:
            'The amendment does not identify the agreement it changes by its name and date, so it could be read against the wrong agreement or an earlier version of it.',
        });
      },
      severity: { party: 'medium' },
      suggestion:
        'Name the agreement amended by its title, its parties and its date, and any earlier amendments to it.',
    },
    {
      id: 'amendment.effective-date',
      question: 'From when do the changes apply: on signing, or before?',
      marketStandard:
        'The changes apply from the date the amendment is signed, or from a stated date; a retroactive change is rare and deliberate.',
      check: (view) => {
        const retroactive = findSentence(view, RETROACTIVE);
        if (retroactive)
          return findingAt('red-flag', retroactive, {
            title: 'The changes reach back into the past',
            explanation:
              'The amendment applies from a date before it was signed, so what was done or paid under the old terms may now be a breach, or money may be owed for the past.',
          });
        // The amendment's own start left blank (not the amended agreement's date).
        const blank = findSentence(
          view,
          TAKES_EFFECT,
          (_, sentence) => PLACEHOLDER.test(sentence) && !AMENDS.test(sentence),
        );
        return findingAt('red-flag', blank, {
          title: 'The date the changes take effect is left blank',
          explanation:
            'The date from which the amendment applies is a blank: it could be filled in with a date before signing, making the changes retroactive.',
        });
      },
      severity: { party: 'medium' },
      suggestion:
        'Make the changes apply from signing, or check what each party did in the past period and settle any amount it creates.',
    },
    {
      id: 'amendment.ratification',
      question: 'Does the rest of the agreement stay in force?',
      marketStandard:
        'Market standard: "Except as amended hereby, the Agreement remains in full force and effect", read together with this amendment as one agreement.',
      check: (view) => {
        if (RATIFIES.test(view.document.text)) return null;
        return findingAt('red-flag', findChange(view), {
          title: 'It does not say the rest of the agreement still applies',
          explanation:
            'The amendment never says that the terms it does not change remain in force, which leaves open what else it altered or replaced.',
        });
      },
      severity: { party: 'medium' },
      suggestion:
        'Add: "Except as expressly amended by this Amendment, the Agreement remains unchanged and in full force and effect."',
    },
    {
      id: 'amendment.conflict',
      question: 'Which prevails if the amendment and the agreement disagree?',
      marketStandard: 'The amendment prevails over the agreement on the points it changes.',
      check: (view) => {
        if (PREVAILS.test(view.document.text)) return null;
        return findingAt('red-flag', findChange(view), {
          title: 'It does not say which prevails in a conflict',
          explanation:
            'Nothing says whether the amendment or the original agreement wins where they disagree, so a term it meant to change may be argued to survive.',
        });
      },
      severity: { party: 'low' },
      suggestion:
        'Add that in any conflict between this amendment and the agreement, the amendment prevails.',
    },
    {
      id: 'amendment.release',
      question: 'Do you give up claims?',
      marketStandard:
        'An ordinary amendment releases no claims; a release belongs in a settlement, mutual and limited to known matters.',
      families: ['covenant-not-to-sue', 'waiver-of-rights'],
      check: (view) => {
        const release = findSentence(view, RELEASE, (before) => saidByReader(view, before));
        return findingAt('red-flag', release, {
          title: 'You release claims',
          explanation:
            'The amendment makes you give up claims against the other side, including claims you may not know of yet, in return for nothing more than the changes.',
        });
      },
      severity: { party: 'high' },
      suggestion:
        'Strike the release, or make it mutual and limit it to named, known matters; keep claims for fraud, unpaid amounts and indemnities.',
    },
    {
      id: 'amendment.no-default',
      question: 'Do you confirm that no one is in breach?',
      marketStandard:
        'Common in amendments a lender or landlord drafts; it gives up claims for past breaches by the other side.',
      check: (view) => {
        // The reader acknowledges, and what it acknowledges is that no one is in breach.
        const confirms = findSentence(
          view,
          ACKNOWLEDGES,
          (before, sentence) =>
            saidByReader(view, before) && NO_DEFAULT.test(sentence.slice(before.length)),
        );
        return findingAt('red-flag', confirms, {
          title: 'You confirm no one is in breach',
          explanation:
            'You confirm that there is no breach, default or claim so far, so you may lose the right to raise one that happened before the amendment.',
        });
      },
      severity: { party: 'medium' },
      suggestion:
        'Limit the confirmation to your own knowledge and to your own performance, or strike it.',
    },
    {
      id: 'amendment.term',
      question: 'Does it extend the term or renew the agreement?',
      marketStandard:
        'An extension for a stated period on the same terms, with the same right to end it.',
      check: (view) => {
        const extension = findSentence(view, EXTENDS);
        return findingAt('red-flag', extension, {
          title: 'The agreement runs longer',
          explanation:
            'The amendment extends or renews the agreement, so its duties (and any minimum, exclusivity or restriction) last longer.',
        });
      },
      severity: { party: 'low' },
      suggestion:
        'Check the new end date, and that you can still end the agreement on notice during the extension.',
    },
    {
      id: 'amendment.price',
      question: 'Does it change the price or fees?',
      marketStandard: 'A new price is stated in full, with the date it applies from.',
      check: (view) => {
        // A sentence that changes a term and speaks of money, or says the money changes.
        const change = findSentence(
          view,
          MONEY,
          (_, sentence) =>
            !DENIED.test(sentence) &&
            (CHANGES_AMOUNT.test(sentence) ||
              (CHANGES_TERM.test(sentence) && NEW_AMOUNT.test(sentence))),
        );
        return findingAt('red-flag', change, {
          title: 'The price changes',
          explanation:
            'The amendment changes what is paid under the agreement: check the new amounts, and the date from which they apply.',
        });
      },
      severity: { party: 'low' },
      suggestion:
        'Check the new amounts against the agreement and state the date from which they apply.',
    },
    {
      id: 'amendment.restrictions',
      question: 'Does it add or widen a restriction (non-compete, exclusivity, non-solicit)?',
      marketStandard:
        'An amendment rarely adds a restriction; when it does, it is short, narrow and paid for.',
      families: [
        'non-compete',
        'exclusivity',
        'no-solicit-of-employees',
        'no-solicit-of-customers',
      ],
      severity: { party: 'high' },
      suggestion:
        'Strike the new restriction, or limit its scope, area and duration, and ask what you get for it.',
    },
    {
      id: 'amendment.signatures',
      question:
        'Is it signed by every party of the agreement, and may it be signed in counterparts?',
      marketStandard:
        'Every party of the original agreement signs; counterparts and electronic signatures are allowed.',
      check: (view) => {
        if (COUNTERPARTS.test(view.document.text)) return null;
        return findingAt('red-flag', findProvision(view, { words: SIGNING }), {
          title: 'Nothing on counterparts or electronic signature',
          explanation:
            'The amendment does not say it may be signed in counterparts or electronically, so signatures on separate copies may be questioned.',
        });
      },
      severity: { party: 'low' },
      suggestion:
        'Add that it may be signed in counterparts and electronically, and have every party of the original agreement sign it.',
    },
    {
      id: 'amendment.blanks',
      question: 'Is anything left blank?',
      marketStandard: 'Every date, amount and name is filled in before anyone signs.',
      families: ['blank-terms'],
      severity: { party: 'medium' },
      suggestion: 'Fill in every blank (dates, amounts, names) before anyone signs.',
    },
    {
      id: 'amendment.original',
      question: 'Have you read the agreement it amends?',
      marketStandard:
        'An amendment is read with the agreement it amends, which is not attached to it.',
      families: ['incorporated-terms', 'missing-attachment'],
      severity: { party: 'low' },
      suggestion:
        'Read the amendment against the agreement and every earlier amendment, and keep them together.',
    },
  ],
};
