import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_SECTIONS } from '../../../../common/reports/report-include.ts';
import { PdfReportButton } from './pdf-report-button.tsx';

const api = vi.hoisted(() => ({ fetchReport: vi.fn() }));
vi.mock('../share-api.ts', () => api);
const saved = vi.hoisted(() => ({ downloadBlob: vi.fn() }));
vi.mock('../../../lib/download-file.ts', () => saved);

afterEach(() => vi.clearAllMocks());

function renderButton(onError = vi.fn()) {
  render(
    <PdfReportButton documentId="doc-1" documentName="Acme MSA.pdf" onError={onError}>
      PDF report
    </PdfReportButton>,
  );
  return screen.getByRole('button', { name: 'Download PDF report' });
}

describe('<PdfReportButton />', () => {
  it('makes the whole analysis as a PDF and saves it under the document’s name, in one click', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    api.fetchReport.mockReturnValue(new Promise<Blob>((resolve) => (finish = resolve)));
    const button = renderButton();
    fireEvent.click(button);
    expect(api.fetchReport).toHaveBeenCalledExactlyOnceWith('doc-1', 'pdf', REPORT_SECTIONS);
    expect(button.textContent).toBe('Making the PDF…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A second press while it is made asks for nothing more.
    fireEvent.click(button);
    expect(api.fetchReport).toHaveBeenCalledOnce();

    const pdf = new Blob(['%PDF-']);
    await act(async () => finish(pdf));
    expect(saved.downloadBlob).toHaveBeenCalledExactlyOnceWith('Acme MSA - analysis.pdf', pdf);
    expect(button.textContent).toBe('PDF report');
  });

  it('says what went wrong and saves nothing when the report cannot be made', async () => {
    const failure = new Error('Request failed');
    api.fetchReport.mockRejectedValue(failure);
    const onError = vi.fn();
    fireEvent.click(renderButton(onError));
    await act(async () => undefined);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(saved.downloadBlob).not.toHaveBeenCalled();
  });
});
