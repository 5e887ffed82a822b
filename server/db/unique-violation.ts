/**
 * Whether a database error is a unique-constraint violation, on PostgreSQL (SQLSTATE 23505)
 * or SQLite: the way two racing writers of the same key learn that the other one won.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  ) {
    return true;
  }
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
