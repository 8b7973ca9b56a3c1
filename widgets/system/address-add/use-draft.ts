import { useEffect, useState } from 'react';
import { EMPTY_DRAFT, type AddressDraft } from './address-form';

const DRAFT_KEY = 'address-add-draft';

function restored(): AddressDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<AddressDraft> | null;
    return saved && typeof saved === 'object' ? { ...EMPTY_DRAFT, ...saved } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** The form as typed, kept in the tab's session so a failed save, a reload or a detour loses nothing. */
export function useDraft() {
  const [draft, setDraft] = useState<AddressDraft>(restored);
  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);
  const forget = () => sessionStorage.removeItem(DRAFT_KEY);
  return { draft, setDraft, forget };
}
