import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_SECTIONS } from '../../../common/reports/report-include.ts';
import { useShareStore } from './share-store.ts';

afterEach(() => useShareStore.getState().reset());

describe('share store', () => {
  it('opens at the select step with the whole analysis chosen', () => {
    useShareStore.getState().open();
    const state = useShareStore.getState();
    expect(state).toMatchObject({ isOpen: true, step: 'select', result: null });
    expect(state.content).toEqual([...REPORT_SECTIONS]);
  });

  it('keeps the chosen content and the made file until reset clears menu, step, content and file', () => {
    const store = useShareStore.getState();
    store.open();
    store.setContent(['summary', 'red-flags']);
    store.setStep('generating');
    store.setResult({ kind: 'file', blob: new Blob(['%PDF']), fileName: 'a.pdf' });
    expect(useShareStore.getState()).toMatchObject({
      isOpen: true,
      step: 'done',
      content: ['summary', 'red-flags'],
      result: { kind: 'file', fileName: 'a.pdf' },
    });
    useShareStore.getState().reset();
    expect(useShareStore.getState()).toMatchObject({
      isOpen: false,
      step: 'select',
      content: [...REPORT_SECTIONS],
      result: null,
    });
  });
});
