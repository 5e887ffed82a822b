/**
 * How each red-flag family points: whom its words burden, and how it reads when it burdens
 * only the other side (then it is in the reader's favour).
 * - duty: the subject of the clause is bound ("Franchisor shall not compete ...").
 * - right: the subject holds a right over the others ("Company may terminate at any time").
 * - transfer: something passes to the party named after "to" / "property of" (an assignment).
 * - receives: the party given something is the one it limits ("a non-exclusive licence to you").
 * - mutual: the term binds every party alike (arbitration, a jury waiver, automatic renewal).
 */
export type FamilyDirection = 'duty' | 'right' | 'transfer' | 'receives' | 'mutual';

/** A family's direction, and its wording when it is in the reader's favour. */
export interface FamilyOrientation {
  direction: FamilyDirection;
  /** "Consultant's liability shall be unlimited": an owner's liability is its subject. */
  isPossessiveSubject?: boolean;
  /**
   * Binding both sides alike does not make it lighter for the reader (a shortened time to sue,
   * terms left blank, secrecy without end).
   */
  weighsOnEachSide?: boolean;
  /**
   * Money one side pays the other (liquidated damages, a fee, interest): "X shall be entitled to
   * liquidated damages" names the payee, so the words turn from a duty into the holder's right.
   * Other duties held as a right ("we have the right to assign") are not this family at all.
   */
  isPaidToTheHolder?: boolean;
  /** With neither giver nor beneficiary named, it is given on the reader's side (a guarantee). */
  isGivenByReaderSide?: boolean;
  /** Held by both sides it is ordinary and fair (either side may end the contract): no flag. */
  isStandardWhenMutual?: boolean;
  /** The title when both sides hold the right or carry the duty alike. */
  mutualTitle?: string;
  /** Absent: a term burdening only the other side is neither a risk nor worth showing. */
  inYourFavour?: { title: string; explanation: string };
}

const duty = (title?: string, explanation?: string): FamilyOrientation => ({
  direction: 'duty',
  ...(title && explanation ? { inYourFavour: { title, explanation } } : {}),
});
const right = (title?: string, explanation?: string): FamilyOrientation => ({
  direction: 'right',
  ...(title && explanation ? { inYourFavour: { title, explanation } } : {}),
});
const MUTUAL: FamilyOrientation = { direction: 'mutual' };

/** Every family's orientation, by family id. */
export const FAMILY_ORIENTATIONS: Record<string, FamilyOrientation> = {
  'confession-of-judgment': duty(),
  'class-action-waiver': MUTUAL,
  'jury-waiver': MUTUAL,
  arbitration: MUTUAL,
  'personal-guarantee': {
    direction: 'transfer',
    isGivenByReaderSide: true,
    inYourFavour: {
      title: 'Someone personally guarantees what they owe you',
      explanation:
        'A person stands behind the other side: if it does not pay or perform, you can claim from them.',
    },
  },
  'acceleration-on-default': right(),
  'security-deposit': duty(),
  'prior-inventions': { direction: 'transfer' },
  'assignment-of-inventions': {
    direction: 'transfer',
    inYourFavour: {
      title: 'Inventions made for you belong to you',
      explanation: 'What the other side invents under this contract is assigned to you.',
    },
  },
  'ip-ownership-assignment': {
    direction: 'transfer',
    inYourFavour: {
      title: 'You own the work',
      explanation: 'What is created under the contract becomes yours, with the rights in it.',
    },
  },
  'non-compete': {
    mutualTitle: 'Neither side may compete with the other',
    ...duty(
      'They may not compete with you',
      'The other side promises not to compete with you, for example in your area or with your products. That protects your business.',
    ),
  },
  'no-solicit-of-employees': duty(
    'They may not hire away your staff',
    'The other side may not recruit or hire your people for a period.',
  ),
  'no-solicit-of-customers': duty(
    'They may not approach your customers',
    'The other side may not seek business from your customers for a period.',
  ),
  'non-disparagement': duty(
    'They may not criticise you',
    'The other side promises not to say anything negative about you.',
  ),
  'covenant-not-to-sue': duty(
    'They promise not to sue you',
    'The other side gives up certain claims against you.',
  ),
  'liquidated-damages': {
    ...duty(
      'They owe a fixed sum if they break the contract',
      'If the other side breaches, a set amount is owed to you without proving your actual loss.',
    ),
    isPaidToTheHolder: true,
    // Money flows one way: "the parties agree the sum is reasonable" is no mutual duty.
    isStandardWhenMutual: true,
  },
  'early-termination-fee': {
    ...duty(
      'They pay a fee if they leave early',
      'The other side must pay you if it ends the contract before its term.',
    ),
    isPaidToTheHolder: true,
    // Money flows one way: "the parties agree the sum is reasonable" is no mutual duty.
    isStandardWhenMutual: true,
  },
  'uncapped-liability': {
    ...duty(
      'Their liability has no upper limit',
      'What you can claim from the other side under this clause is not capped.',
    ),
    isPossessiveSubject: true,
  },
  indemnification: {
    ...duty(
      'They cover your losses',
      'The other side must pay your losses and legal costs from the claims this clause lists.',
    ),
    mutualTitle: "Each side covers the other's losses",
  },
  'late-fees-and-interest': {
    ...duty(
      'They pay interest if they pay you late',
      'Late payments to you carry interest or a fee.',
    ),
    isPaidToTheHolder: true,
    // Money flows one way: "the parties agree the sum is reasonable" is no mutual duty.
    isStandardWhenMutual: true,
  },
  'unilateral-change': { ...right(), mutualTitle: 'Either side may decide some things alone' },
  'termination-for-convenience': {
    ...right(
      'You can end the contract',
      'You may end the contract on the terms this clause sets, without having to prove a breach.',
    ),
    isStandardWhenMutual: true,
  },
  'unilateral-termination': right(
    'You can close your account',
    'You may stop using the service and end the agreement when you choose.',
  ),
  'content-removal': right(),
  'limitation-of-liability': {
    ...right(
      'Your liability is limited',
      'What the other side can claim from you is excluded or capped.',
    ),
    isPossessiveSubject: true,
  },
  // A cap both sides share is ordinary; one that shields only the other side is a risk.
  'cap-on-liability': {
    ...right(
      'Your liability is capped',
      'What the other side can recover from you is limited to a set amount.',
    ),
    isPossessiveSubject: true,
    isStandardWhenMutual: true,
  },
  'contract-by-using': MUTUAL,
  'privacy-by-using': MUTUAL,
  // "Distributor submits to the exclusive jurisdiction of ..." binds the one who submits.
  jurisdiction: { direction: 'duty' },
  'choice-of-law': MUTUAL,
  'right-of-entry': right(),
  'repairs-on-tenant': duty(),
  'waiver-of-rights': duty(
    'They give up rights against you',
    'The other side waives protections it would otherwise have against you.',
  ),
  // It binds both, but it is the one who pays who keeps paying without deciding to.
  'automatic-renewal': { direction: 'mutual', weighsOnEachSide: true },
  exclusivity: duty(
    'You get exclusivity',
    'The other side may deal only with you here (for example no other distributor or outlet in your territory).',
  ),
  'minimum-commitment': duty(
    'They commit to a minimum',
    'The other side must buy, pay or deliver at least a set amount.',
  ),
  'change-of-control': right(
    'You have rights if they are sold',
    'A sale or merger of the other side lets you end the contract or changes its terms in your favour.',
  ),
  'anti-assignment': duty(
    'They cannot pass the contract to someone else',
    'The other side needs your consent to transfer the contract, so you keep the partner you chose.',
  ),
  'most-favored-nation': duty(
    'You get their best terms',
    'The other side must give you terms at least as good as it gives anyone else.',
  ),
  'audit-rights': right(
    'You may audit them',
    'You can inspect the other side’s books or premises to check what they report and charge.',
  ),
  'rofr-rofo-rofn': right(
    'You get the first chance',
    'Before dealing with anyone else, the other side must first offer the deal to you.',
  ),
  'irrevocable-or-perpetual-license': duty(
    'Your licence is permanent',
    'The licence you receive lasts forever or cannot be taken back.',
  ),
  'volume-restriction': duty(),
  'price-restrictions': duty(
    'Their prices are held down',
    'The other side may not raise or set prices freely, which protects what you pay.',
  ),
};

const MUTUAL_WEIGHT: FamilyOrientation = { direction: 'mutual', weighsOnEachSide: true };

/** The deal families of deal-flag-families.ts. */
const DEAL_ORIENTATIONS: Record<string, FamilyOrientation> = {
  'claims-time-limit': MUTUAL_WEIGHT,
  // "We will not refund to you ...": the one who paid, and is not refunded, carries it.
  'no-refund': { direction: 'receives' },
  'immediate-termination': {
    ...right(
      'You can end it at once',
      'You may end the contract immediately in the cases this clause lists.',
    ),
    isStandardWhenMutual: true,
  },
  'warranty-disclaimer': { ...right(), isStandardWhenMutual: true },
  'security-interest': {
    direction: 'transfer',
    inYourFavour: {
      title: 'You hold security',
      explanation:
        'The other side gives you a security interest, so you can be paid from its assets.',
    },
  },
  'confidentiality-forever': {
    direction: 'duty',
    isPossessiveSubject: true,
    weighsOnEachSide: true,
  },
  'fee-shifting': {
    ...duty(
      'They pay your legal costs',
      'If you have to enforce the contract, the other side pays your lawyers.',
    ),
    isPaidToTheHolder: true,
    // Money flows one way: "the parties agree the sum is reasonable" is no mutual duty.
    isStandardWhenMutual: true,
  },
  'no-exclusivity': { direction: 'receives' },
  'reserved-competition': right(),
  'liability-exclusion': { ...right(), isPossessiveSubject: true, isStandardWhenMutual: true },
  'costs-on-you': duty(
    'They bear the costs',
    'The other side pays the costs of what this clause requires, not you.',
  ),
  'pay-regardless': duty(),
  'cancellation-charges': duty(),
  'pay-deductions': right(),
  'no-compensation-on-termination': { direction: 'duty', weighsOnEachSide: true },
  'binding-forecast': duty(),
  'exclusive-provider': right(
    'You are their only provider',
    'The other side must deal with you alone for what this clause covers.',
  ),
  'confidentiality-scope': { direction: 'duty', weighsOnEachSide: true },
  'confidentiality-period': {
    direction: 'duty',
    isPossessiveSubject: true,
    weighsOnEachSide: true,
  },
  'earlier-disclosures': { direction: 'duty', weighsOnEachSide: true },
  // "The Investor's right to receive its Cash-Out Amount is junior to ...": the owner's claim.
  'paid-after-others': { direction: 'duty', isPossessiveSubject: true },
  'amendment-by-majority': MUTUAL_WEIGHT,
  'injunction-without-bond': right(),
  // A recipient's duties weigh as much on each side of a mutual NDA.
  'return-or-destroy': { direction: 'duty', weighsOnEachSide: true },
  'answerable-for-others': { direction: 'duty', weighsOnEachSide: true },
  suspension: right(),
  publicity: right(),
  'data-for-training': right(),
  'restriction-tolling': duty(),
  'discretionary-pay': right(),
  'outside-activities': duty(),
  'duties-change': right(),
  // Either side may end it, but losing a job weighs more than losing an employee.
  'at-will': MUTUAL_WEIGHT,
  'content-licence': { direction: 'transfer' },
  'incorporated-terms': MUTUAL_WEIGHT,
  'blank-terms': MUTUAL_WEIGHT,
  'missing-attachment': MUTUAL_WEIGHT,
};

/** A family's orientation; unknown families bind their subject. */
export function findOrientation(family: string): FamilyOrientation {
  return FAMILY_ORIENTATIONS[family] ?? DEAL_ORIENTATIONS[family] ?? { direction: 'duty' };
}
