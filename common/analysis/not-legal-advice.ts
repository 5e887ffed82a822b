/**
 * The notice every analysis carries, on the screen and in every report, word for word: what
 * the product explains is not a lawyer's advice on the reader's situation.
 */
export const NOT_LEGAL_ADVICE_NOTICE =
  'Legal Explainer explains documents; it is not legal advice.';
