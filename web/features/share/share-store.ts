import { create } from 'zustand';
import { REPORT_SECTIONS, type ReportSection } from '../../../common/reports/report-include.ts';

/** The share dialog's steps: what to include, then the format, then making it, then the result. */
export type ShareStep = 'select' | 'format' | 'generating' | 'done';

/** What the share dialog made: a file to download, or a link to copy. */
export type ShareResult =
  | { kind: 'file'; blob: Blob; fileName: string }
  | { kind: 'link'; url: string; expiresAt: string; hasPasscode: boolean; isViewOnly: boolean };

/** The share dialog's state (SPEC sections 3 and 4) and the ways to change it. */
export interface ShareState {
  /** Whether the share menu (the dialog) is open. */
  isOpen: boolean;
  step: ShareStep;
  /** The sections chosen on the 'select' step; all of them is the whole analysis. */
  content: ReportSection[];
  /** The generated file or link, once made. */
  result: ShareResult | null;
  open: () => void;
  setContent: (content: ReportSection[]) => void;
  setStep: (step: ShareStep) => void;
  setResult: (result: ShareResult) => void;
  /** Closes the menu and forgets the step, the content and the file (SPEC section 4). */
  reset: () => void;
}

const FRESH: Pick<ShareState, 'isOpen' | 'step' | 'content' | 'result'> = {
  isOpen: false,
  step: 'select',
  content: [...REPORT_SECTIONS],
  result: null,
};

/** One share dialog for the analysis screen; it starts at 'select' with everything included. */
export const useShareStore = create<ShareState>()((set) => ({
  ...FRESH,
  open: () => set({ ...FRESH, isOpen: true }),
  setContent: (content) => set({ content }),
  setStep: (step) => set({ step }),
  setResult: (result) => set({ result, step: 'done' }),
  reset: () => set({ ...FRESH, content: [...REPORT_SECTIONS] }),
}));
