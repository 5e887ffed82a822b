import type { ErrorCode } from './error-codes.ts';

/** What the user reads about an error: a short title, what happened, and what to do next. */
export interface CatalogueEntry {
  title: string;
  message: string;
  action: string;
  severity: 'error' | 'warning' | 'info';
}

// Texts a user reads at a stressful moment: say what happened, that it is not their fault when
// it is not, and one concrete next step. Exact wording from SPEC section 8 where it gives one.

/** The user-facing entry for every error code (SPEC section 8). */
export const CODE_ENTRIES: Readonly<Record<ErrorCode, CatalogueEntry>> = {
  UNAUTHENTICATED: {
    title: 'Please Sign In',
    message: 'You need to be signed in to do that.',
    action: 'Sign in to continue.',
    severity: 'warning',
  },
  USER_NOT_FOUND: {
    title: 'Account not found',
    message: "We couldn't find an account with those details.",
    action: 'Check the email address, or create a new account.',
    severity: 'error',
  },
  JWT_EXPIRED: {
    title: 'Session Expired',
    message: 'Your session has expired. Please login again.',
    action: 'Sign in again to continue where you left off.',
    severity: 'warning',
  },
  INVALID_CREDENTIALS: {
    title: 'Sign-in failed',
    message: 'Invalid email or password',
    action: 'Check your email and password, then try again.',
    severity: 'error',
  },
  ACCOUNT_LOCKED: {
    title: 'Account locked',
    message: 'Your account is temporarily locked after too many unsuccessful sign-in attempts.',
    action: 'Wait a few minutes before trying again, or reset your password.',
    severity: 'error',
  },
  RATE_LIMITED: {
    title: 'Too many attempts',
    message: "You've made too many attempts in a short time.",
    action: 'Wait a minute, then try again.',
    severity: 'warning',
  },
  UNCONFIRMED_EMAIL: {
    title: 'Email not confirmed',
    message: 'Please confirm your email address before signing in.',
    action: 'Open the confirmation link we sent to your inbox, then sign in.',
    severity: 'warning',
  },
  EMAIL_IN_USE: {
    title: 'Email already registered',
    message: 'An account with this email address already exists.',
    action: 'Sign in instead, or reset your password if you have forgotten it.',
    severity: 'warning',
  },
  WEAK_PASSWORD: {
    title: 'Password too weak',
    message:
      'Your password must be at least 8 characters with uppercase, lowercase, numbers and symbols.',
    action: 'Choose a stronger password and try again.',
    severity: 'warning',
  },
  INVALID_EMAIL: {
    title: 'Invalid email address',
    message: 'Please enter a valid email address.',
    action: 'Check the address for typos, for example name@example.com.',
    severity: 'warning',
  },
  INSUFFICIENT_CREDITS: {
    title: 'Not enough credits',
    message: "You don't have enough credits to analyze this document.",
    action: 'Buy more credits or upgrade your plan to continue.',
    severity: 'warning',
  },
  TRIAL_ALREADY_USED: {
    title: 'Free trial already used',
    message: 'The free trial credits have already been claimed on this account.',
    action: 'Choose a plan or buy credits to keep analyzing documents.',
    severity: 'info',
  },
  ASK_AI_LIMIT_REACHED: {
    title: 'Question limit reached',
    message: 'You have used all your Ask-AI questions for this month.',
    action:
      'Questions reset on the 1st of each month; a question pack or a plan with more questions gives more now.',
    severity: 'info',
  },
  PAYMENT_FAILED: {
    title: 'Payment failed',
    message: 'Your payment could not be completed.',
    action: 'Check your card details or try a different payment method.',
    severity: 'error',
  },
  STRIPE_ERROR: {
    title: 'Payment service unavailable',
    message: "We couldn't connect to our payment provider to complete this payment.",
    action: 'Please try again in a few minutes.',
    severity: 'error',
  },
  FILE_TOO_LARGE: {
    title: 'File too large',
    message: 'This file is larger than the 10 MB limit.',
    action: 'Upload a smaller file, or split the document into parts under 10 MB.',
    severity: 'error',
  },
  UNSUPPORTED_FILE_TYPE: {
    title: 'Unsupported file type',
    message: 'This file type is not supported. Please upload a PDF, DOCX or TXT file.',
    action: 'Save or export the document as PDF, DOCX or TXT, then upload it again.',
    severity: 'error',
  },
  INVALID_DOCUMENT: {
    title: 'Document could not be opened',
    message: 'This file appears to be damaged or empty, so we could not open it.',
    action: 'Check that the file opens on your device, then upload it again.',
    severity: 'error',
  },
  TEXT_EXTRACTION_FAILED: {
    title: 'Could not read the text',
    message: 'We could not read the text in this document.',
    action: 'If it is a scanned image, try a clearer scan or a PDF with selectable text.',
    severity: 'error',
  },
  DOCUMENT_PROCESSING: {
    title: 'Still reading the document',
    message: 'We are still reading this document, so its pages are not ready yet.',
    action: 'Wait a moment; it opens by itself when reading is done.',
    severity: 'info',
  },
  NOT_LEGAL_DOCUMENT: {
    title: 'Not a legal document',
    message: "This doesn't look like a contract or other legal document, so we can't explain it.",
    action: 'Upload a contract, agreement, policy or terms of service.',
    severity: 'warning',
  },
  ANALYSIS_FAILED: {
    title: 'Analysis failed',
    message: "We couldn't finish analyzing this document. Your credits have been refunded.",
    action: 'Please try again. If it keeps failing, contact support.',
    severity: 'error',
  },
  NETWORK_ERROR: {
    title: 'Connection problem',
    message: "We couldn't reach the server. Please check your internet connection.",
    action: 'Check your connection, then try again.',
    severity: 'error',
  },
  SERVER_TIMEOUT: {
    title: 'Request timed out',
    message: 'The server took too long to respond.',
    action: 'Please try again in a moment.',
    severity: 'error',
  },
  SERVER_OVERLOADED: {
    title: 'Service busy',
    message: 'Our servers are very busy right now.',
    action: 'Please try again in a few minutes.',
    severity: 'warning',
  },
  MAINTENANCE_MODE: {
    title: 'Down for maintenance',
    message: 'We are carrying out scheduled maintenance.',
    action: 'Please check back shortly. Your documents are safe.',
    severity: 'info',
  },
  RATE_LIMIT_EXCEEDED: {
    title: 'Too many requests',
    message: "You've sent too many requests in a short time.",
    action: 'Wait a minute, then try again.',
    severity: 'warning',
  },
  DB_ERROR: {
    title: 'Could not save or load data',
    message: 'Something went wrong while saving or loading your data.',
    action: 'Please try again in a moment.',
    severity: 'error',
  },
  DATA_CORRUPTION: {
    title: 'Data problem',
    message: 'Some of the data for this item could not be read.',
    action: 'Reload the page. If the problem remains, contact support.',
    severity: 'error',
  },
  VALIDATION_ERROR: {
    title: 'Check your input',
    message: 'Some of the information you entered is not valid.',
    action: 'Review the highlighted fields and try again.',
    severity: 'warning',
  },
  NOT_FOUND: {
    title: 'Not found',
    message: "We couldn't find what you were looking for. It may have been deleted or moved.",
    action: 'Go back to your dashboard and try again.',
    severity: 'warning',
  },
  FORBIDDEN: {
    title: 'Access denied',
    message: "You don't have permission to view or change this.",
    action: "Make sure you're signed in with the right account.",
    severity: 'error',
  },
  INTERNAL_ERROR: {
    title: 'Unexpected error',
    message: 'Something unexpected went wrong on our side.',
    action: 'Please try again. If it keeps happening, contact support.',
    severity: 'error',
  },
};

/** The HTTP statuses that have their own entry (SPEC section 8). */
export const CATALOGUE_STATUSES = [400, 401, 403, 404, 408, 429, 500, 502, 503] as const;

export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

/** The entry for an HTTP status when no error code says more. */
export const STATUS_ENTRIES: Readonly<Record<CatalogueStatus, CatalogueEntry>> = {
  400: {
    title: 'Invalid request',
    message: "We couldn't process that request.",
    action: 'Check what you entered and try again.',
    severity: 'warning',
  },
  401: {
    title: 'Please Sign In',
    message: 'You need to be signed in to continue.',
    action: 'Sign in and try again.',
    severity: 'warning',
  },
  403: {
    title: 'Access denied',
    message: "You don't have permission to do that.",
    action: "Make sure you're signed in with the right account.",
    severity: 'error',
  },
  404: {
    title: 'Not found',
    message: "We couldn't find what you were looking for.",
    action: 'Check the link, or go back to your dashboard.',
    severity: 'warning',
  },
  408: {
    title: 'Request timed out',
    message: 'The request took too long to complete.',
    action: 'Please try again in a moment.',
    severity: 'error',
  },
  429: {
    title: 'Too many requests',
    message: "You've sent too many requests in a short time.",
    action: 'Wait a minute, then try again.',
    severity: 'warning',
  },
  500: {
    title: 'Server error',
    message: 'Something went wrong on our side.',
    action: 'Please try again in a moment. If it keeps happening, contact support.',
    severity: 'error',
  },
  502: {
    title: 'Service temporarily unavailable',
    message: "We're having trouble reaching one of our services.",
    action: 'Please try again in a few minutes.',
    severity: 'error',
  },
  503: {
    title: 'Service unavailable',
    message: 'The service is temporarily unavailable.',
    action: 'Please try again in a few minutes.',
    severity: 'warning',
  },
};

/** Shown when nothing about an error is recognised. */
export const UNKNOWN_ERROR_ENTRY: Readonly<CatalogueEntry> = {
  title: 'Something Went Wrong',
  message: 'An unexpected error occurred.',
  action: 'Please try again. If the problem continues, contact support.',
  severity: 'error',
};
