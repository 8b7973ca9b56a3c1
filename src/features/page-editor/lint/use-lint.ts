import { useCallback, useMemo, useState } from 'react';
import type { Problem } from '../../../core/renderer';
import type { PageDraft } from '../model';
import type { Finding } from './finding';
import { lintDocument } from './page-rules';
import { remoteFindings } from './remote-checks';

export interface Lint {
  /** The document's own findings and the network's for this draft (when checked). */
  findings: readonly Finding[];
  errors: readonly Finding[];
  /** Whether pictures and products were checked for the draft on screen. */
  checked: boolean;
  checking: boolean;
  /** Checks pictures and products; answers every finding for this draft. */
  check: () => Promise<readonly Finding[]>;
}

/** The lint of the draft on screen: instant for the document, on demand (and before publishing) for the network. */
export function useLint(draft: PageDraft, problems: readonly Problem[]): Lint {
  const local = useMemo(() => lintDocument(draft, problems, Date.now()), [draft, problems]);
  const [remote, setRemote] = useState<{ draft: PageDraft; findings: Finding[] } | null>(null);
  const [checking, setChecking] = useState(false);
  const checked = remote?.draft === draft;
  const findings = useMemo(() => (checked ? [...remote.findings.filter((f) => f.severity === 'error'), ...local, ...remote.findings.filter((f) => f.severity === 'warning')] : local), [checked, local, remote]);
  const check = useCallback(async () => {
    setChecking(true);
    try {
      const found = await remoteFindings(draft);
      setRemote({ draft, findings: found });
      return [...local, ...found];
    } finally {
      setChecking(false);
    }
  }, [draft, local]);
  return { findings, errors: findings.filter((finding) => finding.severity === 'error'), checked, checking, check };
}
