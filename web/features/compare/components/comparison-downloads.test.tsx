import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComparisonDownloads } from './comparison-downloads.tsx';

const api = vi.hoisted(() => ({ fetchComparisonFile: vi.fn() }));
vi.mock('../compare-api.ts', () => api);
const saved = vi.hoisted(() => ({ downloadBlob: vi.fn() }));
vi.mock('../../../lib/download-file.ts', () => saved);

afterEach(() => vi.clearAllMocks());

function renderDownloads(onError = vi.fn()) {
  render(
    <ComparisonDownloads
      oldDocumentId="old-1"
      newDocumentId="new-1"
      newName="Acme MSA v2.docx"
      onError={onError}
    />,
  );
  return {
    word: screen.getByRole('button', { name: 'Download Word redline' }),
    pdf: screen.getByRole('button', { name: 'Download PDF summary' }),
  };
}

describe('<ComparisonDownloads />', () => {
  it('makes the Word redline of old against new and saves it under the new version’s name', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    api.fetchComparisonFile.mockReturnValue(new Promise<Blob>((resolve) => (finish = resolve)));
    const { word, pdf } = renderDownloads();
    fireEvent.click(word);
    expect(api.fetchComparisonFile).toHaveBeenCalledExactlyOnceWith('old-1', 'new-1', 'docx');
    expect(word.textContent).toBe('Making the Word file…');
    expect(word.getAttribute('aria-busy')).toBe('true');
    // One file at a time: the other button waits.
    fireEvent.click(pdf);
    expect(api.fetchComparisonFile).toHaveBeenCalledOnce();

    const file = new Blob(['PK']);
    await act(async () => finish(file));
    expect(saved.downloadBlob).toHaveBeenCalledExactlyOnceWith('Acme MSA v2 - redline.docx', file);
    expect(word.textContent).toBe('Word redline');
  });

  it('makes the PDF summary', async () => {
    const file = new Blob(['%PDF-']);
    api.fetchComparisonFile.mockResolvedValue(file);
    const { pdf } = renderDownloads();
    await act(async () => fireEvent.click(pdf));
    expect(api.fetchComparisonFile).toHaveBeenCalledWith('old-1', 'new-1', 'pdf');
    expect(saved.downloadBlob).toHaveBeenCalledWith('Acme MSA v2 - what changed.pdf', file);
  });

  it('says what went wrong and saves nothing when the file cannot be made', async () => {
    const failure = new Error('Request failed');
    api.fetchComparisonFile.mockRejectedValue(failure);
    const onError = vi.fn();
    const { word } = renderDownloads(onError);
    await act(async () => fireEvent.click(word));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(saved.downloadBlob).not.toHaveBeenCalled();
    expect(word.textContent).toBe('Word redline');
  });
});
