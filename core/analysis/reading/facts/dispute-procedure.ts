// How a dispute clause is written (issue 31): it says how a mediation, arbitration or expert
// determination runs. The neutral's acts and the proceeding's own seat, language and rules are
// not anyone's duty; the steps the parties take inside it (choosing the neutral, agreeing to
// mediate, attending, exchanging papers) bind both sides alike and describe the procedure. What
// a party pays for it, and one side's own act by a deadline, remain its duties.

// Whoever runs or decides the proceeding, or the proceeding itself, as the subject of a verb:
// "the mediator shall", "the two arbitrators so appointed shall", "The AAA will", "the expert
// shall", "The arbitration shall be conducted", "The mediation will take place".
const NEUTRAL_SUBJECT =
  /\b(mediators?|arbitrators?(?:\s*\(s\))?|(?:arbitral\s+)?tribunal|courts?|panel|experts?|umpire|referee|neutral|AAA|JAMS|ICC|LCIA|ICDR|American\s+Arbitration\s+Association|mediation|arbitration|hearing|proceedings?)(?:\s+(?:so\s+)?(?:selected|appointed|chosen|named|designated))?[\s,]*$/i;
// "The non-prevailing party in the arbitration shall pay": the proceeding named after a
// preposition qualifies the subject; the party is the subject.
const AFTER_PREPOSITION =
  /\b(?:in|of|to|before|by|under|for|from|with|at|during|on|against)\s+(?:(?:the|any|such|an?|each|that|this|its|their)\s+)?(?:[\w-]+\s+)?$/i;

// A step of the procedure: the action's first verb, after a few words of manner or effort,
// with the mediation, arbitration or its neutral named in the same clause soon after it:
// "select a mediator", "each appoint one arbitrator", "again rank the proposed mediators",
// "promptly designate a time and place for the mediation", "cooperate to select the
// arbitrator", "submit any dispute to mediation", "attend the mediation", "hold the arbitration".
const PROCEEDING = String.raw`(?:mediat(?:e|ion|ors?)|arbitrat(?:e|ion|ing|ors?)|arbitral|tribunal|umpire|neutral)`;
const MANNER = String.raw`(?:(?:\w+ly|each|again|jointly|mutually|then|also|first)\s+)*`;
const EFFORT = String.raw`(?:(?:cooperate|attempt|endeavou?r|try|seek)\s+(?:in\s+good\s+faith\s+)?to\s+(?:attempt\s+to\s+)?)?`;
const STEP_VERB = String.raw`(?:select|choose|appoint|nominate|designate|name|rank|strike|agree|conduct|convene|schedule|attend|participate|submit|refer|resolve|settle|exchange|deliver)`;
const PROCEDURE_STEP = new RegExp(
  String.raw`^${MANNER}${EFFORT}(?:${STEP_VERB}\b[^.;]{0,80}?\b${PROCEEDING}|hold\s+(?:the\s+|a\s+|any\s+)?(?:mediation|arbitration)|arbitrate|mediate)\b`,
  'i',
);

// Money the procedure costs a party is a duty to pay, whoever runs it.
const PAYS = /\b(?:pay|bear|share|reimburse|advance|deposit)\b/i;

// "..., and shall be deemed to have waived ...": a deeming rule joined to a duty, with a subject
// of its own or the duty's. Not "such links as are deemed necessary", which says what to do.
const JOINED_DEEMING =
  /[,;]?\s+(?:and|but)\s+(?:(?:the|such|each|any|all|no|this|that|it|its|said|every)\b[^,;]{0,60}?\s)?(?:shall|will)\s+(?:not\s+)?be\s+deemed\b.*$/i;

/**
 * Whether the words before a clause's verb end in the neutral or the proceeding as subject. A
 * party's own defined term is the party, whatever it abbreviates ("ICC" may be Investors
 * Capital Corporation).
 */
export function isSaidOfTheProceeding(subject: string, partyTerms: readonly string[]): boolean {
  const neutral = NEUTRAL_SUBJECT.exec(subject);
  if (!neutral) return false;
  if (partyTerms.includes(neutral[1] ?? '')) return false;
  return !AFTER_PREPOSITION.test(subject.slice(0, neutral.index));
}

/**
 * Whether a party's action is a step of a dispute procedure that is not its own duty: a step
 * (choosing the neutral, agreeing to mediate, attending, exchanging papers) that names the
 * mediation or arbitration, unless it costs the party money or is one side's own act by a
 * deadline.
 */
export function isProcedureStep(
  action: string,
  { hasDeadline, bindsEveryParty }: { hasDeadline: boolean; bindsEveryParty: boolean },
): boolean {
  if (!PROCEDURE_STEP.test(action) || PAYS.test(action)) return false;
  return bindsEveryParty || !hasDeadline;
}

/** The duty without a deeming rule joined to it ("send notices by certified mail"). */
export function withoutDeemingRule(action: string): string {
  const duty = action.replace(JOINED_DEEMING, '');
  // "have and shall not be deemed a waiver": a bare verb is no duty to show on its own.
  return /\s/.test(duty.trim()) ? duty : action;
}
