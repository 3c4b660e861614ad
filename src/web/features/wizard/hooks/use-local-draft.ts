import { useEffect } from 'react';
import { writeDraft } from '../model/local-draft';
import type { WizardState } from '../model/wizard-state';

/**
 * Mirrors unsaved work into localStorage so a closed tab does not lose it. Saved or cleared work is
 * not written: the server (or nothing) is then the truth, and an old copy would only resurface.
 */
export function useLocalDraft(state: WizardState): void {
  useEffect(() => {
    if (state.dirty) writeDraft(state);
  }, [state]);
}
