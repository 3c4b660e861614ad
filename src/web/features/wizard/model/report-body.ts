import { SECTIONS, toPlainLine, type StateView } from '@/domain';
import {
  MAX_SAVED_MESSAGES,
  type CreateReportInput,
  type ReportStatus,
  type Sections,
} from '@/shared/reports';
import type { WizardState } from './wizard-state';

/** The lines as the reports API stores them: every line names its entry. */
export function reportSections(state: StateView): Sections {
  const out: Sections = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
  for (const section of SECTIONS) {
    // Lines always come from an entry; a line without one would stand as an entry of its own.
    out[section] = state[section].map((line) => ({
      ...toPlainLine(line),
      transactionId: line.transactionId ?? line.id,
    }));
  }
  return out;
}

export function reportBody(state: WizardState, status: ReportStatus): CreateReportInput {
  return {
    name: state.form.companyName.trim(),
    currency: state.form.currency,
    startDate: state.form.startDate,
    endDate: state.form.endDate,
    status,
    sections: reportSections(state.history.present),
    messages: state.messages.slice(-MAX_SAVED_MESSAGES),
    // Sent every time: null unlinks a report that no longer continues from another.
    openingFrom: state.form.start === 'carried' ? state.form.openingFrom : null,
  };
}
