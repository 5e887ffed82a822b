import * as z from 'zod/mini';

/**
 * DELETE /api/account: the user's email address, typed by them, as the explicit confirmation
 * that the account and everything in it are to be deleted.
 */
export const deleteAccountRequestSchema = z.object({
  confirm: z.string().check(z.minLength(1), z.maxLength(320)),
});

export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** Whether the typed confirmation names this email address (case and spaces aside). */
export function isAccountDeletionConfirmed(confirm: string, email: string): boolean {
  const normalise = (address: string) => address.trim().toLowerCase();
  return email.trim() !== '' && normalise(confirm) === normalise(email);
}
