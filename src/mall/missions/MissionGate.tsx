import { Fragment, type ReactNode } from 'react';
import { useTakingOver } from '../../core/renderer';
import { requestLogin, useSession } from '../../core/session';
import patterns from '../../ui/patterns.module.css';

/**
 * Every mission call but the rules is the shopper's own (the server answers a visitor with code 2): a
 * visitor sees one button that asks them to log in and brings them back. A page the server drew shows
 * that button too (it cannot know who is signed in); the shopper's own block follows the takeover.
 */
export function MissionGate({ prompt, className, children }: { prompt: string; className?: string; children: ReactNode }) {
  const signedIn = useSession((state) => state.token);
  const token = useTakingOver() ? null : signedIn;
  if (!token) {
    return (
      <button type="button" className={[patterns.primaryPill, className].filter(Boolean).join(' ')} onClick={() => void requestLogin()}>
        {prompt}
      </button>
    );
  }
  // Keyed by the token: logging in (or in as someone else) reads that shopper's missions.
  return <Fragment key={token}>{children}</Fragment>;
}
