import { useCallback, useState } from 'react';
import { adminFailure, keepOperatorToken, readOperatorToken } from '../api';

/**
 * Whether the operator has given a token this tab, and why it was asked for again. A call refused
 * with 401 calls `refused`, and the sign-in form comes back saying so.
 */
export function useOperatorSession() {
  const [token, setToken] = useState(readOperatorToken);
  const [reason, setReason] = useState<string | null>(null);
  const signIn = useCallback((given: string) => {
    keepOperatorToken(given);
    setReason(null);
    setToken(given);
  }, []);
  /** Answers whether the failure was the token's (then the sign-in form is back). */
  const refused = useCallback((error: unknown): boolean => {
    const failure = adminFailure(error);
    if (failure.kind !== 'signed-out') return false;
    keepOperatorToken(null);
    setReason(failure.message);
    setToken(null);
    return true;
  }, []);
  return { token, reason, signIn, refused };
}
