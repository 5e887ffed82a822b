import { useCallback, useRef, useState } from 'react';
import { describeAuthError, type AuthErrorText } from './auth-errors.ts';

/** Runs a form's action once at a time, keeping its pending state and its failure text. */
export function useSubmit() {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<AuthErrorText | null>(null);
  const running = useRef(false);

  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setIsPending(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(describeAuthError(failure));
      return false;
    } finally {
      running.current = false;
      setIsPending(false);
    }
  }, []);

  return { isPending, error, setError, run };
}
