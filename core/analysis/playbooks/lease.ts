import { findingAt, findProvision, isBinding, wordsOf } from './checks.ts';
import { largestShare } from './periods.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { sentencesSaying } from './sentences.ts';

const readsAsTenant = (view: PlaybookView) => view.side === 'tenant';

// Rent that goes up during the term, by a rate.
const RENT = /\b(?:base\s+|monthly\s+|annual\s+|minimum\s+)?rent\b/i;
const INCREASE = /\b(?:increase[sd]?|escalat\w*|adjust\w*\s+upward)\b/i;
// A yearly rise beyond this is off-market; consumer-price indexing usually runs lower.
const MAX_ESCALATION = 5;
// Staying on after the lease ends: 150% of the last rent is the market's usual ceiling.
const HOLDOVER =
  /\bhold(?:s|ing)?[\s-]?over\b|\b(?:remains?|continues?)\s+in\s+possession\s+(?:of\s+the\s+premises\s+)?after\b/i;
const MAX_HOLDOVER = 150;
const SECURITY_DEPOSIT = /\bsecurity\s+deposit\b|\bdeposit\b[^.;]{0,40}\bas\s+security\b/i;
// A deadline to give the deposit back: "returned within 30 days", "refund ... no later than".
const DEPOSIT_RETURN = /\b(?:return\w*|refund\w*|repa(?:y|id))\b/i;
// A deposit kept whatever happens: "non-refundable", "shall be retained by Landlord", "forfeited".
const NOT_REFUNDED =
  /\bnon-?refundable\b|\b(?:retained|kept|forfeited)\s+by\s+(?:the\s+)?(?:landlord|lessor|owner)\b|\bshall\s+be\s+forfeited\b/i;
const REFUND_PROMISED =
  /\bshall\s+(?:be\s+)?(?:return|refund)|\bexcept\b|\bunless\b|\bto\s+the\s+extent\b/i;
const DEADLINE = /\bwithin\b|\bno\s+later\s+than\b|\bnot\s+later\s+than\b|\bdays?\b/i;
// The structure of the building: ordinarily the landlord's to repair.
const STRUCTURE =
  /\b(?:structur\w*|roof|foundations?|exterior\s+walls?|load[\s-]bearing|bearing\s+walls?)\b/i;
const REPAIRS = /^[^.;]{0,60}?\b(?:repair|maintain|replace|keep)\b/i;
const STRUCTURE_EXCEPTED =
  /\b(?:except|excluding|other\s+than|but\s+not|excepting|save\s+for|not\s+including)\b[^.;]{0,80}\b(?:structur\w*|roof|foundations?|exterior\s+walls?)/i;
const RELOCATION = /\brelocat\w*\b|\bsubstitute\s+premises\b/i;
const TRANSFER = /\b(?:assign\w*|sublet\w*|sublease\w*|transfer\w*)\b/i;
const SOLE_DISCRETION =
  /\b(?:sole|absolute|unfettered)\s+(?:and\s+(?:absolute|sole)\s+)?discretion\b|\bfor\s+any\s+reason\s+or\s+no\s+reason\b/i;
const TENANTS = /\b(?:tenant|lessee|resident)\b/i;
const CONSENT = /\bconsent\w*|\bapprov\w*/i;
const REASONABLE_CONSENT =
  /\bnot\s+(?:to\s+)?be\s+unreasonably\s+(?:withheld|delayed|conditioned)/i;
// Money owed for paying late: a late fee or interest on what is unpaid.
const LATE_MONEY =
  /\blate\s+(?:fee|charge|payment)s?\b|\b(?:unpaid|overdue|past[\s-]due|delinquent)\b[^.;]{0,80}\binterest\b/i;
// A late fee or yearly interest from this rate is off-market for a tenant.
const MAX_LATE_RATE = 10;
// The landlord's running costs passed to the tenant on top of rent.
const OPERATING_COSTS =
  /\b(?:operating\s+(?:expenses|costs)|common\s+area\s+(?:maintenance|charges|expenses)|CAM\s+charges|additional\s+rent|triple\s+net|service\s+charges?)\b/i;
const COST_CAP =
  /\bcap(?:ped)?\b|\bshall\s+not\s+(?:increase|exceed)\b|\bnot\s+to\s+exceed\b|\bin\s+no\s+event\b[^.;]{0,80}\bexceed/i;
const TENANT_PAYS = /\b(?:pay|reimburse|share|proportionate|pro\s+rata)\w*\b/i;
const RENEWAL_OPTION = /\b(?:option|right)\s+to\s+(?:renew|extend)\b/i;
const RADIUS =
  /\bwithin\s+(?:a\s+)?(?:radius\s+of\s+)?(?:\w+\s+)?(?:\(\d+\)\s+)?(?:miles?|kilometers?|kilometres?|km)\b|\bradius\b/i;
const OPERATES = /\b(?:operate|open|own|conduct|engage|compet\w*|business|store)\b/i;

/**
 * A commercial or residential lease, as a lawyer reads it for the tenant (who pays, repairs and
 * may want to leave or sell) or the landlord.
 */
export const LEASE_PLAYBOOK: Playbook = {
  sides: [
    { id: 'tenant', roles: /\b(?:tenant|lessee|resident|occupant)\b/i },
    { id: 'landlord', roles: /\b(?:landlord|lessor|owner|manager)\b/i },
  ],
  defaultSide: 'tenant',
  items: [
    {
      id: 'lease.personal-guaranty',
      question: 'Must someone guarantee the rent personally?',
      marketStandard:
        'Common for small tenants, but limited: a cap (a year of rent) or a "good guy" guaranty that ends when the tenant hands back the keys.',
      families: ['personal-guarantee'],
      severity: { tenant: 'high', landlord: 'none' },
      suggestion:
        'Limit the guaranty to a fixed amount or a number of months of rent, let it fall away after two or three years of timely payment, and end it when you surrender the premises.',
    },
    {
      id: 'lease.repairs',
      question: 'Who repairs the building itself?',
      marketStandard:
        'The landlord repairs the structure, roof and foundations and the building systems; the tenant keeps the inside of its premises in good order.',
      families: ['repairs-on-tenant'],
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        const duty = findProvision(view, {
          modalities: ['must'],
          binds: 'tenant',
          words: STRUCTURE,
        });
        if (!duty) return null;
        const words = wordsOf(view, duty);
        // What the tenant must do is to repair ("shall maintain and repair the roof"), not to
        // tell the landlord of a repair it needs.
        const act = view.document.text.slice(Math.max(duty.operatorStart, duty.start), duty.end);
        if (!REPAIRS.test(act) || STRUCTURE_EXCEPTED.test(words) || duty.polarity !== 'positive')
          return null;
        return findingAt('red-flag', duty, {
          title: 'You must repair the structure of the building',
          explanation:
            "The lease puts repairs to the structure, roof or foundations on you. These are usually the landlord's, and they can cost far more than the rent.",
        });
      },
      severity: { tenant: 'high', landlord: 'none' },
      suggestion:
        'Keep structural, roof and foundation repairs and the replacement of building systems with the landlord; take on only repairs inside your premises caused by your use.',
    },
    {
      id: 'lease.deposit',
      question: 'Can the landlord keep the deposit?',
      marketStandard:
        'The deposit is refundable, less itemised deductions for unpaid rent and damage beyond ordinary wear and tear.',
      families: ['security-deposit'],
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        const kept = sentencesSaying(view, /\bdeposit\b/i, NOT_REFUNDED).find(
          (sentence) => !REFUND_PROMISED.test(sentence.text),
        );
        return findingAt('red-flag', kept, {
          title: 'The deposit will not come back',
          explanation:
            'The lease says the deposit is not refundable or is kept by the landlord whatever the state of the premises, so you lose it even if you leave them in good order.',
        });
      },
      severity: { tenant: 'high', landlord: 'none' },
      suggestion:
        'Ask for the deposit to be refundable in full, less only itemised deductions for unpaid rent and damage beyond ordinary wear and tear.',
    },
    {
      id: 'lease.deposit-return',
      question: 'When does the deposit come back?',
      marketStandard:
        'Returned within a stated time after the lease ends (often 14 to 60 days, as local law sets), with an itemised list of deductions.',
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        const deposit = sentencesSaying(view, SECURITY_DEPOSIT);
        if (deposit.length === 0) return null;
        if (sentencesSaying(view, /\bdeposit\b/i, DEPOSIT_RETURN, DEADLINE).length > 0) return null;
        return findingAt('red-flag', deposit[0], {
          title: 'No deadline to return the deposit',
          explanation:
            'The lease takes a security deposit but does not say when it must be returned after the lease ends, or that deductions must be itemised.',
        });
      },
      severity: { tenant: 'medium', landlord: 'none' },
      suggestion:
        'Ask for the deposit to be returned within a fixed number of days after you leave, with a written list of any deductions.',
    },
    {
      id: 'lease.rent-escalation',
      question: 'How fast does the rent go up?',
      marketStandard: 'Fixed steps of about 2 to 4% a year, or an index (CPI) with a cap.',
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        const steep = sentencesSaying(view, RENT, INCREASE).find((sentence) => {
          const rate = largestShare(sentence.text);
          return rate > MAX_ESCALATION && rate < 100 && !/\blate\b/i.test(sentence.text);
        });
        return findingAt('red-flag', steep, {
          title: 'Steep rent increases',
          explanation:
            'The rent rises by more than the 2 to 4% a year that is usual, which compounds over the term.',
        });
      },
      severity: { tenant: 'medium', landlord: 'none' },
      suggestion: 'Ask for fixed yearly increases of 3% or less, or a CPI increase with a cap.',
    },
    {
      id: 'lease.assignment',
      question: 'Can you assign the lease or sublet if you need to leave or sell the business?',
      marketStandard:
        "With the landlord's consent, not to be unreasonably withheld; transfers to an affiliate or a buyer of the business allowed without consent.",
      families: ['anti-assignment'],
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        if (sentencesSaying(view, TRANSFER, REASONABLE_CONSENT).length > 0) return null;
        const discretion = sentencesSaying(view, TRANSFER, SOLE_DISCRETION, TENANTS, CONSENT)[0];
        return findingAt('red-flag', discretion, {
          title: 'Landlord may refuse a transfer for any reason',
          explanation:
            'You may assign or sublet only with consent the landlord can withhold at its sole discretion, so you may be stuck paying rent on premises you no longer need.',
        });
      },
      severity: { tenant: 'medium', landlord: 'none' },
      suggestion:
        'Ask for consent "not to be unreasonably withheld, conditioned or delayed", and for transfers to affiliates or a buyer of your business without consent.',
    },
    {
      id: 'lease.relocation',
      question: 'Can the landlord move you to other premises?',
      marketStandard:
        "Not in most leases; where it appears, only to comparable premises, at the landlord's cost, with a right for the tenant to terminate instead.",
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        const right = findProvision(view, {
          modalities: ['may', 'entitled', 'must'],
          binds: 'landlord',
          words: RELOCATION,
        });
        if (!right || right.polarity !== 'positive') return null;
        return findingAt('red-flag', right, {
          title: 'The landlord may move you to other premises',
          explanation:
            'A relocation clause lets the landlord move your business elsewhere in the property, which can cost customers and fit-out money.',
        });
      },
      severity: { tenant: 'medium', landlord: 'none' },
      suggestion:
        'Strike it, or require comparable premises, all moving and fit-out costs paid by the landlord, and your right to end the lease instead.',
    },
    {
      id: 'lease.holdover',
      question: 'What do you pay if you stay after the lease ends?',
      marketStandard: 'Up to 150% of the last rent, month to month.',
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        const steep = sentencesSaying(view, HOLDOVER).find(
          (sentence) => largestShare(sentence.text) > MAX_HOLDOVER,
        );
        return findingAt('red-flag', steep, {
          title: 'Heavy rent if you stay on after the end',
          explanation:
            "Staying after the lease ends costs more than the 150% of the last rent that is usual, and may make you liable for the landlord's losses too.",
        });
      },
      severity: { tenant: 'medium', landlord: 'none' },
      suggestion: 'Ask for holdover rent of no more than 125 to 150% of the last rent.',
    },
    {
      id: 'lease.renewal',
      question: 'Can you stay on when the term ends, and by when must you say so?',
      marketStandard:
        'An option to renew at market rent, exercised by notice 6 to 12 months before the end; a residential lease that renews on its own needs a short notice to leave.',
      families: ['automatic-renewal'],
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        const option = findProvision(view, {
          modalities: ['may', 'entitled', 'states', 'must'],
          words: RENEWAL_OPTION,
        });
        if (!option || !isBinding(view, option, 'tenant') || option.polarity !== 'positive')
          return null;
        return findingAt('protection', option, {
          title: 'You may renew the lease',
          explanation:
            'You have an option to renew or extend the lease, so you can stay in the premises after the first term. Note the deadline for giving notice.',
        });
      },
      severity: { tenant: 'medium', landlord: 'none' },
      suggestion:
        'Diarise the notice deadline now; ask for a reminder from the landlord before the option lapses.',
    },
    {
      id: 'lease.landlord-termination',
      question: 'Can the landlord end the lease early?',
      marketStandard:
        "Only for the tenant's uncured default, after written notice and a cure period (10 days for rent, 30 days for other breaches).",
      families: ['termination-for-convenience', 'immediate-termination'],
      severity: { tenant: 'high', landlord: 'none' },
      suggestion:
        'Ask that the landlord may end the lease only for a default you have not cured within 10 days (rent) or 30 days (other breaches) after written notice.',
    },
    {
      id: 'lease.early-termination-fee',
      question: 'What does it cost you to leave early?',
      marketStandard:
        'No right to leave early in most commercial leases; where there is one, a fee of a few months of rent.',
      families: ['early-termination-fee', 'liquidated-damages'],
      severity: { tenant: 'medium', landlord: 'none' },
      suggestion:
        'Ask for a fee that shrinks over the term, and for the landlord to have to re-let and credit the rent it receives.',
    },
    {
      id: 'lease.operating-costs',
      question: "Is your share of the building's running costs capped?",
      marketStandard:
        'In a net lease the tenant pays its share of operating costs, with a cap on yearly increases in controllable costs (often 3 to 5%) and the right to audit.',
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        const costs = sentencesSaying(view, OPERATING_COSTS);
        if (costs.length === 0) return null;
        if (sentencesSaying(view, OPERATING_COSTS, COST_CAP).length > 0) return null;
        const share = costs.find((sentence) => TENANT_PAYS.test(sentence.text));
        return findingAt('red-flag', share, {
          title: "No cap on your share of the building's costs",
          explanation:
            "On top of the rent you pay a share of the landlord's operating costs, taxes or common-area charges, and nothing limits how much they can rise.",
        });
      },
      severity: { tenant: 'medium', landlord: 'none' },
      suggestion:
        'Ask for a cap on yearly increases in controllable operating costs, exclusions for capital costs, and a right to audit the statements.',
    },
    {
      id: 'lease.use',
      question: 'What may you do in the premises, and may you trade nearby?',
      marketStandard:
        'A use clause broad enough for the business and its likely changes; no radius restriction on trading elsewhere.',
      families: ['non-compete', 'exclusivity'],
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        const radius = findProvision(view, {
          modalities: ['must-not'],
          binds: 'tenant',
          words: RADIUS,
        });
        if (!radius || !OPERATES.test(wordsOf(view, radius))) return null;
        return findingAt('red-flag', radius, {
          title: 'You may not trade near the premises',
          explanation:
            'A radius clause stops you running a similar business within a distance of the premises, which limits your growth.',
        });
      },
      severity: { tenant: 'medium', landlord: 'none' },
      suggestion:
        'Strike the radius restriction, or shorten the distance and exclude existing stores.',
    },
    {
      id: 'lease.late-charges',
      question: 'What happens if rent is late?',
      marketStandard:
        'A late fee of about 5% after a grace period of 5 days; interest, if any, at a modest rate (under 10% a year).',
      families: ['late-fees-and-interest'],
      check: (view) => {
        if (!readsAsTenant(view)) return null;
        const steep = sentencesSaying(view, LATE_MONEY).find(
          (sentence) => largestShare(sentence.text) >= MAX_LATE_RATE,
        );
        return findingAt('red-flag', steep, {
          title: 'Heavy charges for late rent',
          explanation:
            'Late rent costs a fee or interest well above the usual 5% fee or modest interest rate.',
        });
      },
      severity: { tenant: 'medium', landlord: 'none' },
      suggestion:
        'Ask for a grace period, a late fee of no more than 5%, and a lower interest rate.',
    },
    {
      id: 'lease.liability',
      question: "Must you cover the landlord's losses, or give up your rights in court?",
      marketStandard:
        "Each side covers losses caused by its own negligence or breach, the landlord's own negligence excluded; no confession of judgment, no waiver of the rights the law gives tenants.",
      // A jury waiver alone stays at its family's own (low) weight.
      families: [
        'indemnification',
        'uncapped-liability',
        'liability-exclusion',
        'limitation-of-liability',
        'confession-of-judgment',
        'waiver-of-rights',
      ],
      severity: { tenant: 'high', landlord: 'none' },
      suggestion:
        "Limit your indemnity to losses you cause, exclude the landlord's own negligence, and strike any confession of judgment or waiver of statutory tenant rights.",
    },
  ],
};
