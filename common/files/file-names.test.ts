import { describe, expect, it } from 'vitest';
import { buildDownloadFileName, getSafeBaseName, removeHiddenCharacters } from './file-names.ts';

describe('download file names', () => {
  it('take the extension of the detected type, whatever the uploaded name ends in', () => {
    expect(buildDownloadFileName('Signed lease \u202efdp.bat', 'txt')).toBe('Signed lease fdp.txt');
    expect(buildDownloadFileName('invoice.pdf.exe', 'pdf')).toBe('invoice.pdf.pdf');
    expect(buildDownloadFileName('Lease (final).PDF', 'pdf')).toBe('Lease (final).pdf');
    expect(buildDownloadFileName('notes', 'docx')).toBe('notes.docx');
    expect(buildDownloadFileName('Vertrag über Miete.docx', 'docx')).toBe(
      'Vertrag über Miete.docx',
    );
  });

  it('never come out empty or with hidden characters', () => {
    expect(buildDownloadFileName('.bat', 'txt')).toBe('document.txt');
    expect(buildDownloadFileName('\u2067\u200b', 'pdf')).toBe('document.pdf');
    expect(getSafeBaseName('a\u0000b\u200dc\u2028d\u061c.txt')).toBe('abcd');
    expect(removeHiddenCharacters('x\u202ey\u2066z\u2069')).toBe('xyz');
  });
});
