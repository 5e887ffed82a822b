/** Roles a contract names its parties by, when they are introduced with a label ("Landlord: ..."). */
export const PARTY_ROLE_WORDS = [
  'Landlord',
  'Tenant',
  'Lessor',
  'Lessee',
  'Borrower',
  'Lender',
  'Employer',
  'Employee',
  'Company',
  'Consultant',
  'Contractor',
  'Client',
  'Customer',
  'Buyer',
  'Seller',
  'Purchaser',
  'Licensor',
  'Licensee',
  'Supplier',
  'Vendor',
  'Distributor',
  'Guarantor',
  'Disclosing Party',
  'Receiving Party',
  'Provider',
  'Service Provider',
  'Owner',
  'Agent',
  'Franchisor',
  'Franchisee',
  'Executive',
  'Holder',
  'Maker',
  'Investor',
  'Recipient',
  'Discloser',
  'Subscriber',
  'User',
  'Party A',
  'Party B',
  'Party C',
];

const ROLE_ALTERNATIVES = PARTY_ROLE_WORDS.join('|');

/**
 * "Landlord: Jane Smith" or "LANDLORD: ACME LLC" on a line of its own; a form's "Party A:" may
 * put the name on the next line, and a page flattened to one line runs "Party A: X Party B: Y".
 */
export const LABELLED_PARTY = new RegExp(
  `(?:^|[ \\t]{2,}|(?<=\\S[ \\t])(?=Party\\s+[A-D][ \\t]*:))[ \\t]*(${ROLE_ALTERNATIVES})[ \\t]*:[ \\t]*(?:\\n[ \\t]*){0,2}([A-Z][^\\n:]{1,100}?)[ \\t]*(?:$|\\s[(（]|\\s{2,}|\\s+(?:Registration\\s+|Registered\\s+|Business\\s+)?Address\\b|\\s+(?=Party\\s+[A-D][ \\t]*:))`,
  'gim',
);

/**
 * Where the preamble introduces the parties: "between", "by and among", a deed's "PARTIES (1)
 * ...", or "is entered into by X and Y". "Between the parties" names nobody: it is how a
 * preamble or a recital speaks of parties introduced elsewhere.
 */
export const BETWEEN =
  /(?:\b(?:by\s+and\s+)?(?:between|among|amongst)(?:\s+the\s+following\s+parties)?|\bPARTIES(?=\s*:?\s*\(?1[.)])|\b(?:made|entered\s+into|executed)\b(?:(?!\b(?:between|among|amongst|by)\b)[^;\n]){0,100}?\bby(?!\s+(?:and|this|the|its|their|each|both|all|any|such|which|way|virtue|reference|facsimile|electronic|mutual|written|law)\b))\s*:?\s+(?!the\s+parties\b|each\s+of\s+the\s+parties\b)/i;

/** A letter's salutation, after which its first sentence names who writes and agrees. */
export const SALUTATION =
  /^[ \t]*(?:Ladies\s+and\s+Gentlemen|Gentlemen|Dear\s+(?:Sirs?|Madam|[A-Z][^\n:,]{1,60}))\s*[:,][ \t]*$/m;

/** What ends the preamble: recitals, the operative words, or the first numbered section. */
export const PREAMBLE_END =
  /\b(?:WHEREAS|RECITALS|BACKGROUND|IN\s+WITNESS\s+WHEREOF|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|NOW,?\s+THEREFORE)\b|\n\s*(?:1\.|ARTICLE\s+1|SECTION\s+1)\s/;

/** An alias in brackets: ("Company"), (the "Consultant"), (hereinafter referred to as "Licensee"). */
export const ALIAS =
  /\(\s*(?:(?:each|together|collectively)\s*,?\s+)?(?:(?:hereinafter|herein)\s*,?\s+)?(?:(?:referred\s+to\s+)?(?:as\s+|called\s+)?)?(?:[Tt]he\s+|[Aa]\s+|[Aa]n\s+)?["“”'‘’]+([^"“”()]{1,60}?)["“”'’]+[^()]{0,160}\)|[,.]?\s+(?:[Hh]ereinafter|[Hh]erein)\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?["“”]([^"“”]{1,60}?)\.?["“”]/g;

/**
 * An alias without quotation marks, as deeds and translated contracts write it: "(the
 * Company)", "(hereinafter referred to as Party A)". Only capitalised words, after "the" or
 * "hereinafter", so "Fonterra (USA) Inc." keeps its bracket.
 */
export const UNQUOTED_ALIAS =
  /\(\s*(?:(?:hereinafter|herein)\s*,?\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?|the\s+)((?:[A-Z][\w-]*)(?:\s+[A-Z][\w-]*){0,3})\s*\)/g;

/** A trade name after a party's legal name: "d/b/a SHI FARMS", "doing business as Pretzel Time". */
export const TRADE_NAME =
  /^,?\s+(?:d\/b\/a\/?|D\/B\/A\/?|dba|DBA|d\.b\.a\.|doing\s+business\s+as|trading\s+as|t\/a)\s+(?=[A-Z0-9])/;

/**
 * Where a party's name ends: its description ("a Nevada corporation"), address, alias or line
 * end, unless what follows carries on with the name's legal form (a PDF line wrapped inside
 * "Premier Nutrition / Company, LLC", a bracket inside "Fonterra (USA) Inc.").
 */
export const NAME_END =
  /\s+(?:Dated|DATED|dated)\b|(?<=\b(?:Inc|Corp|Corporation|Company|Ltd|Limited|LLC|LLP|PLC|plc|GmbH)\.?)\s+of\s+(?=[A-Z])|,\s+(?:an?\s+)?[Ii]ndividual\b|,?\s+(?:a|an|the|with|having|whose|located|organized|organised|incorporated|residing|its|which|as|at|on\s+behalf|acting|of\s+\d|duly|doing\s+business|through|by\s+its|together\s+with|With|is\s+(?:a|an|incorporated|registered))\b|\s+of\s+(?=\[)|\s+(?=(?:d\/b\/a|D\/B\/A|dba|DBA|d\.b\.a\.)\s)|(?<!\b(?:Inc|Corp|Co|Ltd|Bros|No|Mr|Ms|Mrs|Dr|St|Jr|Sr|[A-Z]))\.\s+(?=[A-Z][a-z]+\s+[a-z])|,\s+(?=[a-z\d])|\s*\((?![A-Za-z.]{2,20}\)\s+(?:Inc|LLC|Ltd|Limited|Co|Corp|Corporation|Company|GmbH|S\.A|B\.V|N\.V|Pte|Pty|AG|PLC|plc)\b)|\s*["“]|\s*,?\s*\n(?!(?:Company|Corporation|Incorporated|Inc|LLC|L\.L\.C|Ltd|Limited|Corp|GmbH|S\.A|PLC|plc|LP|L\.P)\b)|;/;

/** The legal forms that end a company name; a comma before them does not end the name. */
export const COMPANY_FORM =
  /\b(?:Inc|Corp|Corporation|Co|Company|Ltd|Limited|LLC|L\.L\.C|LLP|L\.P|LP|PLC|GmbH|AG|S\.A|N\.V|B\.V|Pty|S\.p\.A|SARL|SAS|S\.A\.S|Bhd|Pte)\.?$/i;

/** A company name on a signature line: capitalised words ending with a legal form. */
export const SIGNATURE_COMPANY =
  /^[ \t]*([A-Z0-9][A-Za-z0-9&.,'’ -]{1,80}?,?\s(?:Inc\.?|INC\.?|LLC|L\.L\.C\.|Corp\.?|CORP\.?|Corporation|CORPORATION|Ltd\.?|LTD\.?|Limited|LIMITED|LLP|L\.P\.|LP|PLC|GmbH|S\.A\.|N\.V\.|B\.V\.|Company|COMPANY))[ \t]*$/gm;

// The words that end the name of a document, a part of one or a set of rules: "Order Form",
// "Standard Terms", "General Provisions", "Arbitration Rules". Such a name is never a party,
// however a sentence uses it; a company's name carries no such last word without a suffix.
const DOCUMENT_WORD =
  /\b(?:form|terms|provisions|conditions|agreement|summary|schedule|exhibit|appendix|annex|addendum|amendment|policy|policies|rules|disputes|order|notice|sow|baa|dpa|statement\s+of\s+work)$/i;
const ENTITY_SUFFIX =
  /\b(?:inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|co|company|plc|lp|l\.p|llp|gmbh|ag|sa|s\.a|n\.v|b\.v|pty|university|bank|trust|fund)\b\.?/i;

// Words of a clause, never of a name: "AFFECT CONSUMER RIGHTS THAT CAN'T BE WAIVED" is a
// heading's fragment, not a party.
const CLAUSE_WORD = /\b(?:that|which|shall|will|cannot|can['’]t|won['’]t|not|may|must|hereby)\b/i;

/** Whether words read as part of a sentence rather than as anybody's name. */
export function isClauseFragment(name: string): boolean {
  return CLAUSE_WORD.test(name) || name.trim().split(/\s+/).length > 8;
}

/** Whether a name carries an entity's legal form or kind ("Inc.", "Bank", "University"). */
export function hasEntitySuffix(name: string): boolean {
  return ENTITY_SUFFIX.test(name);
}

/** Whether a name names a document or a set of terms rather than a person or an entity. */
export function isDocumentName(name: string): boolean {
  const words = name.trim().replace(/[.,;:]+$/, '');
  return words.split(/\s+/).length <= 4 && DOCUMENT_WORD.test(words) && !ENTITY_SUFFIX.test(words);
}
