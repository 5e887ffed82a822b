import type { PlacedProvision } from '../reading/read-provisions.ts';
import {
  countDuties,
  findProvision,
  findProvisionFor,
  flagReaderDuty,
  saysInOneSentence,
  statesKeyTerm,
} from './checks.ts';
import type { Playbook, PlaybookView } from './playbook.ts';

const DUTY = ['must', 'must-not'] as const;

// A duty of secrecy: not to disclose, to hold in confidence, to use only for the purpose.
const SECRECY =
  /\b(?:disclos\w*|confiden\w*|secre\w*|divulge|reveal|use\s+(?:\w+\s+){0,3}only|solely\s+for)\b/i;
// The four exclusions every fair NDA has: public information, what the recipient knew or was
// given lawfully by another, and what it developed on its own.
const PUBLIC =
  /\b(?:public(?:ly)?\s+(?:available|known|domain)|public\s+knowledge|in\s+the\s+public)\b/i;
const ALREADY_KNOWN =
  /\b(?:(?:was|were|is|are)\s+(?:already\s+)?(?:known|in\s+(?:its|the)\s+(?:\w+\s+){0,2}possession)|already\s+known|previously\s+known|prior\s+knowledge|known\s+to\s+(?:the\s+)?\w+[^.;]{0,60}?\b(?:before|prior)|prior\s+to\s+(?:its\s+|the\s+)?(?:receipt|disclosure)|(?:rightfully|lawfully)\s+(?:received|obtained|acquired|in)|from\s+a\s+(?:third\s+party|source\s+other))/i;
const INDEPENDENT = /\bindependently\s+(?:developed|created|conceived|derived)\b/i;
// The recipient may disclose what a court or a law compels, usually after telling the discloser.
const COMPELLED =
  /\b(?:required\s+(?:to\s+be\s+disclosed\s+)?by\s+(?:law|statute|regulation|court|any\s+(?:law|court|governmental))|compelled|legal(?:ly)?\s+(?:process|required|obligated)|court\s+order|subpoena|order\s+of\s+(?:a|any)\s+court|applicable\s+law\s+requires)\b/i;
// A no-hire or no-solicit: not to solicit, recruit or hire the other side's people or customers.
const NO_HIRE =
  /\b(?:solicit\w*|recruit\w*|hire|employ|engage|entice)\b[^.;]{0,120}?\b(?:employees?|personnel|staff|officers?|consultants?|contractors?|customers?|clients?)\b/i;
// A standstill, usual in the NDA before an acquisition of a listed company: not to buy its
// shares, bid for it or fight for its board.
const STANDSTILL =
  /\bstandstill\b|\b(?:acquire|purchase|buy)\b[^.;]{0,80}\b(?:securities|shares|stock|beneficial\s+ownership)\b|\btender\s+(?:or\s+exchange\s+)?offer\b|\bsolicit\w*\b[^.;]{0,30}\bprox(?:y|ies)\b/i;
// Exclusive dealing or non-circumvention: not to negotiate the same deal with anyone else, or
// to go around the other side to the people it introduced.
const EXCLUSIVE_DEALING =
  /\bcircumvent\w*|\bexclusiv\w*\s+(?:negotiat\w*|dealings?|basis|period)\b|\bnot\b[^.;]{0,40}\b(?:negotiate|enter\s+into\s+(?:any\s+)?(?:discussions|negotiations))\b[^.;]{0,40}\b(?:any\s+)?(?:other|third)\b/i;
// A restriction on competing itself, not on using the information.
const COMPETES = /\bcompet\w*\b/i;
// "residuals": what stays in the memory of those who saw the information may be used freely.
const RESIDUALS = /\bresiduals?\b/i;
// How long the secrecy lasts, in the words NDAs use.
const TERM_OF_SECRECY =
  /\b(?:\d+|one|two|three|four|five|six|seven|ten)\s*(?:\(\d+\)\s*)?(?:years?|months?)\b|\buntil\b[^.;]{0,80}\b(?:public|expir|terminat)|\bperpetual|\bindefinite|\bin\s+perpetuity\b|\bno\s+longer\s+(?:qualifies|constitutes|a\s+trade\s+secret)/i;

/**
 * The first clause that binds `side` to secrecy, for quoting what it lacks; the first duty of
 * secrecy at all when the parties' names do not say whom ("the contractor will not disclose").
 */
function findSecrecyDuty(view: PlaybookView, side: string): PlacedProvision | null {
  return findProvisionFor(view, side, { modalities: DUTY, words: SECRECY });
}

// What a period must be said of to be the secrecy's: the secret, the duties, or their survival
// (not a warranty's "two years" elsewhere in the document).
const ABOUT_SECRECY = /\b(?:confiden\w*|secre\w*|disclos\w*|surviv\w*|obligations?)\b/i;

/** Where confidential information is defined, else the first duty of secrecy. */
function findDefinitionOrDuty(view: PlaybookView): { start: number; end: number } | null {
  const definition = view.structure.definitions.find(
    (item) =>
      item.kind === 'means' && /confidential|proprietary|evaluation\s+material/i.test(item.term),
  );
  return definition ?? findSecrecyDuty(view, 'recipient');
}

const readsAsRecipient = (view: PlaybookView) =>
  view.side === 'recipient' || view.side === 'mutual';

/**
 * A non-disclosure agreement, one-way or mutual, as a lawyer reads it for the recipient (who
 * keeps the secrets), the discloser (whose secrets they are), or either party of a mutual one.
 */
export const NDA_PLAYBOOK: Playbook = {
  sides: [
    { id: 'recipient', roles: /\b(?:recipient|receiving|receiver)\b/i },
    { id: 'discloser', roles: /\b(?:discloser|disclosing|owner)\b/i },
  ],
  mutualSide: 'mutual',
  // The rubric's default reader of an NDA: the one who receives and must keep the secrets.
  defaultSide: 'recipient',
  // A one-way NDA between "Company" and "Consultant": the recipient is the party the secrecy
  // duties bind, the discloser the one they protect.
  findSide: (view, role) => {
    const { own, others } = countDuties(view, role, { modalities: DUTY, words: SECRECY });
    if (own === 0 && others === 0) return null;
    if (own > 0 && others > 0 && Math.min(own, others) * 3 >= Math.max(own, others))
      return 'mutual';
    return own > others ? 'recipient' : 'discloser';
  },
  items: [
    {
      id: 'nda.exclusions',
      question: 'Does the usual information fall outside the secret?',
      marketStandard:
        'Information that is public, that the recipient already had or got lawfully from someone else, or that it developed on its own is not confidential.',
      check: (view) => {
        const text = view.document.text;
        const missing = [PUBLIC, ALREADY_KNOWN, INDEPENDENT].filter(
          (pattern) => !pattern.test(text),
        );
        if (missing.length === 0 || !readsAsRecipient(view)) return null;
        const place = findDefinitionOrDuty(view);
        if (!place) return null;
        return {
          kind: 'red-flag',
          title: 'Not all the usual exceptions to what is secret',
          explanation:
            'An NDA usually says that public information, information you already had or got lawfully from someone else, and what you develop on your own are not confidential. Some of these exceptions are missing here, so you could be bound to keep secret what you were free to know or use.',
          start: place.start,
          end: place.end,
        };
      },
      severity: { recipient: 'high', mutual: 'high', discloser: 'none' },
      suggestion:
        'Add the four standard exceptions: public information, information you already knew, information received lawfully from a third party, and information you develop independently.',
    },
    {
      id: 'nda.term',
      question: 'How long must you keep it secret?',
      marketStandard:
        'Two to five years from disclosure, and for trade secrets as long as they remain trade secrets.',
      families: ['confidentiality-forever'],
      check: (view) => {
        if (!readsAsRecipient(view)) return null;
        if (statesKeyTerm(view, 'confidentiality-period')) return null;
        if (saysInOneSentence(view, TERM_OF_SECRECY, ABOUT_SECRECY)) return null;
        const duty = findSecrecyDuty(view, view.side);
        if (!duty) return null;
        return {
          kind: 'red-flag',
          title: 'No end date for the secrecy',
          explanation:
            'The agreement does not say how long you must keep the information secret, so the duty may be read as lasting for ever.',
          start: duty.start,
          end: duty.end,
        };
      },
      severity: { recipient: 'medium', mutual: 'medium', discloser: 'none' },
      suggestion:
        'Ask for a fixed period (two to five years from disclosure), with trade secrets protected while they remain trade secrets.',
    },
    {
      id: 'nda.compelled-disclosure',
      question: 'May you disclose what a court or the law requires?',
      marketStandard:
        'The recipient may disclose what a law, court or authority requires, after telling the discloser where the law allows.',
      check: (view) => {
        if (!readsAsRecipient(view) || COMPELLED.test(view.document.text)) return null;
        const duty = findSecrecyDuty(view, view.side);
        if (!duty) return null;
        return {
          kind: 'red-flag',
          title: 'No exception for what the law requires you to disclose',
          explanation:
            'Nothing lets you disclose the information when a court, regulator or law requires it, so obeying the law could put you in breach.',
          start: duty.start,
          end: duty.end,
        };
      },
      severity: { recipient: 'medium', mutual: 'medium', discloser: 'none' },
      suggestion:
        'Add that you may disclose what the law or a court requires, after notifying the other side where you lawfully can.',
    },
    {
      id: 'nda.residuals',
      question: 'May the recipient use what its people remember?',
      marketStandard:
        'Most NDAs have no residuals clause; where one appears, it favours the recipient.',
      check: (view) => {
        const provision = findProvision(view, { words: RESIDUALS });
        if (!provision) return null;
        return view.side === 'discloser'
          ? {
              kind: 'red-flag',
              title: 'They may use what their people remember',
              explanation:
                'A residuals clause lets the other side use whatever its people retain in memory from your information, which can empty the protection of much of its value.',
              start: provision.start,
              end: provision.end,
            }
          : {
              kind: 'protection',
              title: 'You may use what your people remember',
              explanation:
                'A residuals clause lets you use ideas and know-how your people retain in memory, without breaching the agreement.',
              start: provision.start,
              end: provision.end,
            };
      },
      severity: { recipient: 'none', mutual: 'none', discloser: 'high' },
      suggestion:
        'Strike the residuals clause, or limit it to general skills and exclude patents and trade secrets.',
    },
    {
      id: 'nda.no-hire',
      question: 'Does it stop you hiring their people or dealing with their customers?',
      marketStandard:
        'An NDA protects information; a no-hire or no-solicit is not part of a standard one.',
      families: ['no-solicit-of-employees', 'no-solicit-of-customers'],
      check: (view) =>
        flagReaderDuty(
          view,
          { modalities: ['must-not'], words: NO_HIRE },
          {
            title: 'You may not hire their people or approach their customers',
            explanation:
              'Beyond keeping information secret, you agree not to solicit or hire their staff or customers, a restriction an NDA does not usually carry.',
          },
        ),
      severity: { recipient: 'high', mutual: 'high', discloser: 'low' },
      suggestion:
        'Strike it, or limit it to people you met through the project, for twelve months, with an exception for general job advertisements.',
    },
    {
      id: 'nda.non-compete',
      question: 'Does it stop you competing?',
      marketStandard: 'A standard NDA restricts use of information, never competition itself.',
      families: ['non-compete'],
      check: (view) =>
        flagReaderDuty(
          view,
          { modalities: ['must-not'], words: COMPETES },
          {
            title: 'You may not compete',
            explanation:
              'Beyond keeping information secret, you agree not to compete with the other side, a restriction an NDA does not usually carry.',
          },
        ),
      severity: { recipient: 'high', mutual: 'high', discloser: 'low' },
      suggestion: 'Strike the restriction on competing; the NDA already protects the information.',
    },
    {
      id: 'nda.standstill',
      question: 'May you still buy their shares or make them an offer?',
      marketStandard:
        'Only in the NDA before acquiring a listed company: a standstill of 6 to 18 months that falls away if someone else bids, and lets you make a private proposal to the board.',
      check: (view) =>
        flagReaderDuty(
          view,
          { modalities: ['must-not'], words: STANDSTILL },
          {
            title: 'You may not buy their shares or bid for them',
            explanation:
              'For a period you may not acquire their shares, make a tender offer or seek proxies: if they are sold to someone else meanwhile, you cannot compete for them.',
          },
        ),
      severity: { recipient: 'high', mutual: 'high', discloser: 'none' },
      suggestion:
        'Keep it to 12 months at most, make it fall away if a third party announces an offer or an agreement to buy them, and keep the right to make a private proposal to their board.',
    },
    {
      id: 'nda.exclusivity',
      question: 'May you still deal with others while you talk?',
      marketStandard:
        'An NDA leaves both sides free to talk to anyone else; exclusivity, if any, belongs in a letter of intent, for a short and fixed time.',
      families: ['exclusivity'],
      check: (view) =>
        flagReaderDuty(
          view,
          { modalities: ['must-not'], words: EXCLUSIVE_DEALING },
          {
            title: 'You may not deal with others meanwhile',
            explanation:
              'You agree not to negotiate the same kind of deal with anyone else, or not to go around them to the people they introduce, which an NDA does not usually ask.',
          },
        ),
      severity: { recipient: 'medium', mutual: 'medium', discloser: 'low' },
      suggestion:
        'Strike it, or limit it to a short fixed period and to the specific transaction, ending at once if talks stop.',
    },
    {
      id: 'nda.improvements',
      question: 'Do your improvements or feedback become theirs?',
      marketStandard: 'Each side keeps what it owns and what it develops on its own.',
      families: ['assignment-of-inventions', 'ip-ownership-assignment', 'prior-inventions'],
      severity: { recipient: 'high', mutual: 'high', discloser: 'none' },
      suggestion:
        'Strike the assignment of improvements and feedback, or limit it to changes to their own materials.',
    },
    {
      id: 'nda.indemnity',
      question: 'Must you cover their losses?',
      marketStandard: 'An NDA gives remedies for breach; an indemnity is unusual in one.',
      families: ['indemnification', 'uncapped-liability', 'liquidated-damages'],
      severity: { recipient: 'high', mutual: 'medium', discloser: 'none' },
      suggestion: 'Strike the indemnity; the discloser keeps its ordinary remedies for a breach.',
    },
    {
      id: 'nda.injunction',
      question: 'Can they get a court order against you without proving their loss?',
      marketStandard: 'Common, and usually accepted, when limited to actual or threatened breach.',
      families: ['injunction-without-bond'],
      severity: { recipient: 'low', mutual: 'low', discloser: 'none' },
      suggestion:
        'Keep the need to post a bond, or at least require a court to find a real threat of breach.',
    },
    {
      id: 'nda.scope',
      question: 'Is everything they tell you secret, marked or not?',
      marketStandard:
        'Information marked confidential, or confirmed in writing within 30 days when given orally.',
      families: ['confidentiality-scope'],
      severity: { recipient: 'medium', mutual: 'low', discloser: 'none' },
      suggestion:
        'Limit the secret to information marked confidential, or confirmed in writing soon after it is given orally.',
    },
    {
      id: 'nda.representatives',
      question: 'Are you answerable for your advisers and staff?',
      marketStandard: 'Usual: the recipient answers for the people it shares the information with.',
      families: ['answerable-for-others'],
      severity: { recipient: 'low', mutual: 'low', discloser: 'none' },
      suggestion:
        'Ask to be answerable only for people who did not sign their own confidentiality undertaking.',
    },
    {
      id: 'nda.as-is',
      question: 'Do they promise the information is accurate?',
      marketStandard: 'Standard: information in an NDA is given "as is", without warranty.',
      families: ['warranty-disclaimer'],
      severity: { recipient: 'none', mutual: 'none', discloser: 'none' },
      suggestion:
        'Nothing to ask for: rely on the final agreement for promises about the information.',
    },
    {
      id: 'nda.return',
      question: 'Must you return or destroy the information?',
      marketStandard: 'Usual: on request or at the end, with backups kept under the same duty.',
      families: ['return-or-destroy'],
      severity: { recipient: 'low', mutual: 'low', discloser: 'none' },
      suggestion: 'Ask to keep copies the law or your backup systems require, still confidential.',
    },
  ],
};
