import type { Generated } from 'kysely';
import type { Verdict } from '../../common/api/chat.ts';

/**
 * The tables as Kysely sees them. Timestamps are ISO-8601 UTC strings in both SQLite and
 * PostgreSQL, so every query returns the same shapes whichever database runs underneath.
 */
export interface AppSettingsTable {
  key: string;
  value: string;
  created_at: string;
}

export interface AuthUsersTable {
  id: string;
  /** Lower case. */
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  new_email: string | null;
  email_change_sent_at: string | null;
  reauthentication_sent_at: string | null;
  last_sign_in_at: string | null;
  /** JSON object; `role` here is the product role (user or admin). */
  app_metadata: string;
  /** JSON object. */
  user_metadata: string;
  /** The row id of the user's email identity (the protocol's `identity_id`). */
  identity_id: string;
  /** Unused since sign-in backs off per client address (decision 021); kept for older rows. */
  failed_sign_ins: Generated<number>;
  /** Unused since decision 021, as failed_sign_ins. */
  locked_until: string | null;
  banned_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthSessionsTable {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  /** JSON array of { method, timestamp }, newest first. */
  amr: string;
  created_at: string;
  refreshed_at: string | null;
  /** The browser's User-Agent at sign-in or last refresh, at most 512 characters. */
  user_agent: string | null;
  /** The client's address coarsened (IPv4 /24, IPv6 /48); never the full address. */
  network: string | null;
  /** Last refresh or API use (the latter written at most every few minutes). */
  last_seen_at: string | null;
}

export interface AuthRefreshTokensTable {
  /** SHA-256 of the opaque token: a database leak gives no usable tokens. */
  token_hash: string;
  session_id: string;
  parent_hash: string | null;
  /** Position in the session's chain; the token itself is derived from it (server/auth/refresh-tokens.ts). */
  counter: number;
  revoked: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AuthOneTimeTokensTable {
  id: string;
  user_id: string;
  kind:
    'confirmation' | 'recovery' | 'email_change_current' | 'email_change_new' | 'reauthentication';
  /**
   * SHA-256 hex of the random token the email's link carries, prefixed `pkce_` for PKCE flows
   * (the link carries the prefix too).
   */
  token_hash: string;
  /** SHA-224 hex of the address followed by the 6-digit code typed with it. */
  otp_hash: Generated<string>;
  /** Codes tried against this token: past a few, the code is burned (issue 29). */
  verify_attempts: Generated<number>;
  /** The address the token was sent to. */
  relates_to: string;
  created_at: string;
}

export interface AuthFlowStatesTable {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge: string;
  code_challenge_method: 's256' | 'plain';
  authentication_method: string;
  created_at: string;
  auth_code_issued_at: string | null;
}

export interface AuthFactorsTable {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  /** Base32 TOTP secret. */
  secret: string;
  last_challenged_at: string | null;
  /** The TOTP time step (unix seconds / 30) of the last accepted code; older or equal ones are replays. */
  last_used_step: number | null;
  created_at: string;
  updated_at: string;
}

export interface AuthChallengesTable {
  id: string;
  factor_id: string;
  ip_address: string;
  created_at: string;
  verified_at: string | null;
}

/** One rate-limited key of the sign-in service and its current fixed window. */
export interface AuthRateLimitsTable {
  /** What is limited, e.g. `token:ip:203.0.113.1` or `recover:email:a@b.c`. */
  key: string;
  /** Requests counted in the window, the refused ones included. */
  count: number;
  window_ends_at: string;
}

export interface DocumentsTable {
  id: string;
  user_id: string;
  /** The name the file was uploaded with, for display and downloads only. */
  file_name: string;
  /** Judged from the bytes, never the name. */
  file_type: 'pdf' | 'docx' | 'txt';
  content_type: string;
  file_size: number;
  /** Hex SHA-256 of the bytes; unique per user, so the same file is kept once. */
  sha256: string;
  /** Where the bytes live in the blob store. */
  storage_key: string;
  /** A PDF's own count at once; for DOCX and text, 1 until the text is read. */
  page_count: number;
  /** 'processing' while the text is read in the background, then 'ready'. */
  status: 'processing' | 'ready';
  /** Sealed under the document's key (server/encryption), as pages_json. */
  extracted_text: string;
  /** The text's length in characters, for the statistics. */
  text_length: Generated<number>;
  /** JSON array of the ParsedDocument's pages (offsets into extracted_text, PDF layout). */
  pages_json: string;
  /** The worker process reading it, while it holds the lease. */
  reading_owner: string | null;
  /**
   * Until when that worker's claim holds; after it another may take the reading over. Without an
   * owner, the time a retry waits for (its back-off).
   */
  reading_lease_expires_at: string | null;
  /** How many times a worker has started reading it. */
  reading_attempts: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The newest progress report of one document's reading or analysis, for any instance to stream. */
export interface JobProgressTable {
  kind: 'reading' | 'analysis';
  document_id: string;
  user_id: string;
  /** The report as the server-sent event carries it. */
  report_json: string;
  updated_at: string;
}

/** An address that took the free trial, as a one-way hash; kept when its account is deleted. */
export interface TrialClaimsTable {
  email_hash: string;
  claimed_at: string;
}

/** One user's plan, balance and Ask-AI usage (SPEC section 3, user-data state). */
export interface AccountsTable {
  user_id: string;
  plan: 'free' | 'premium' | 'pro' | 'enterprise';
  /** Never below 0: a CHECK constraint holds it. */
  credits: number;
  ask_ai_questions: number;
  ask_ai_questions_limit: number;
  ask_ai_credits: number;
  /** When the free trial's credits were granted; null until then, and they come once. */
  trial_granted_at: string | null;
  /** When a bought month of the plan ends (the free plan applies after it); null: no end. */
  plan_expires_at: string | null;
  /** The UTC month ('YYYY-MM') ask_ai_questions counts; another month's count reads as 0. */
  ask_ai_period: string | null;
  /** Days after upload the account's documents are deleted (7, 30, 90, 365); null: never. */
  delete_documents_after_days: number | null;
  created_at: string;
  updated_at: string;
}

/** One change of a balance: signed amount, the balance after it, why, and its idempotency key. */
export interface CreditLedgerTable {
  id: string;
  user_id: string;
  amount: number;
  balance_after: number;
  reason: 'trial' | 'analysis' | 'refund' | 'purchase' | 'grant' | 'reset';
  /** Unique per user: the same key twice changes the balance once. */
  idempotency_key: string;
  /** What the change is for: a job id, a checkout session, an admin's note. */
  reference: string | null;
  created_at: string;
}

/** One analysis of one document, from the spent credit to the result or the refund. */
export interface AnalysisJobsTable {
  id: string;
  user_id: string;
  document_id: string;
  /** queued -> running -> succeeded, or failed (its credit refunded). */
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  /** The request's Idempotency-Key; unique per user, so a retried request makes no second job. */
  idempotency_key: string;
  attempts: number;
  /** Which worker holds the job, until when; a lapsed lease lets another worker take it. */
  lease_owner: string | null;
  lease_expires_at: string | null;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** A document's latest analysis (common/analysis/analysis-schema.ts as JSON). */
export interface AnalysesTable {
  document_id: string;
  user_id: string;
  job_id: string;
  analysis_json: string;
  created_at: string;
}

/** One Stripe Checkout payment: opened (pending), then paid and fulfilled, or failed. */
export interface PaymentsTable {
  /** Ours, sent to Stripe in the metadata, so a payment intent's events find their checkout. */
  id: string;
  user_id: string;
  /** A PurchaseId of common/plans/purchases.ts. */
  purchase: string;
  amount_cents: number;
  currency: string;
  /** Stripe's cs_... id; unique, and the key that fulfils the payment once. */
  checkout_session_id: string;
  status: 'pending' | 'paid' | 'failed';
  /** Stripe's reason for a failed payment, for the user. */
  failure_message: string | null;
  created_at: string;
  updated_at: string;
  /** When the credits and plan were granted; null until paid. */
  fulfilled_at: string | null;
}

/** One message of a document's Ask-AI chat: the user's question or the answer to it. */
export interface ChatMessagesTable {
  id: string;
  user_id: string;
  document_id: string;
  role: 'user' | 'assistant';
  content: string;
  /** JSON array of common/api/chat.ts Citations, each checked verbatim before it was saved. */
  citations_json: string;
  /** Answers: 1 when the document answered it (counted), 0 when it does not say; questions: null. */
  is_answered: number | null;
  /** Answers: what the answer says to the question (common/api/chat.ts verdicts); else null. */
  verdict: Verdict | null;
  created_at: string;
}

/** A read-only share link of one document; the token itself is never stored, only its hash. */
export interface SharesTable {
  /** Ours, random, and not the token: it names the link in the owner's list and to revoke it. */
  id: string;
  user_id: string;
  document_id: string;
  /** Hex SHA-256 of the link's token; unique. */
  token_hash: string;
  /** JSON array of common/api/shares.ts ShareSections: what the link shows. */
  include_json: string;
  created_at: string;
  expires_at: string;
  /** When the owner revoked it; null while it stands. */
  revoked_at: string | null;
  view_count: Generated<number>;
  last_viewed_at: string | null;
  /** scrypt hash of the link's passcode (server/shares/share-passcode.ts); null when it has none. */
  passcode_hash: string | null;
  /** 1 when the original file may not be downloaded through the link (migration 0018). */
  is_view_only: Generated<number>;
  /** Wrong passcodes since the last right one or the last lock. */
  failed_passcode_attempts: Generated<number>;
  /** Until when wrong passcodes have locked the link; null or past when it is not locked. */
  passcode_locked_until: string | null;
}

/** A document's own key, wrapped by the installation's master key (migration 0016). */
export interface DocumentKeysTable {
  document_id: string;
  /** Which master key wrapped it: server/encryption/master-keys.ts keyId. */
  master_key_id: string;
  /** Base64 of the AES-256-GCM-wrapped key. */
  wrapped_key: string;
  created_at: string;
}

/** One entry of the append-only activity log (migration 0017). */
export interface ActivityEventsTable {
  id: string;
  /** Whose log: the account, or the owner of the document or share. */
  user_id: string;
  /** Kept without a foreign key, so entries outlive the document. */
  document_id: string | null;
  share_id: string | null;
  /** A common/api/activity.ts ActivityKind. */
  kind: string;
  /** JSON object of small string facts; never words of the document. */
  detail_json: string;
  address_hash: string | null;
  created_at: string;
}

export interface Database {
  app_settings: AppSettingsTable;
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_one_time_tokens: AuthOneTimeTokensTable;
  auth_flow_states: AuthFlowStatesTable;
  auth_factors: AuthFactorsTable;
  auth_challenges: AuthChallengesTable;
  auth_rate_limits: AuthRateLimitsTable;
  documents: DocumentsTable;
  job_progress: JobProgressTable;
  accounts: AccountsTable;
  trial_claims: TrialClaimsTable;
  credit_ledger: CreditLedgerTable;
  analysis_jobs: AnalysisJobsTable;
  analyses: AnalysesTable;
  payments: PaymentsTable;
  chat_messages: ChatMessagesTable;
  shares: SharesTable;
  activity_events: ActivityEventsTable;
  document_keys: DocumentKeysTable;
}
