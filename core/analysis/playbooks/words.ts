// Words several playbooks read in the same sense.

/** What follows the end of the contract: "upon termination", "after the expiry". */
export const AFTER_END =
  /\b(?:upon|on|after|following)\s+(?:the\s+)?(?:any\s+)?(?:termination|expiration|expiry)\b/i;

/** Ending the contract, the job or the franchise: "terminate", "termination". */
export const TERMINATES = /\bterminat\w*\b/i;

/** Giving up a right or a defence. */
export const WAIVES = /\bwaives?\b/i;
