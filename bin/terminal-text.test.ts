import { describe, expect, it } from 'vitest';
import { escapeForTerminal } from './terminal-text.ts';

describe('escapeForTerminal', () => {
  it('leaves printable text as it is', () => {
    expect(escapeForTerminal('zoë@exämple.com — “Page 2”')).toBe('zoë@exämple.com — “Page 2”');
  });

  it('shows control, C1 and bidirectional characters as visible escapes', () => {
    expect(escapeForTerminal('evil\u001b]0;owned\u0007\u001b[2J@example.com')).toBe(
      'evil\\u001b]0;owned\\u0007\\u001b[2J@example.com',
    );
    expect(escapeForTerminal('a\u009bb\u007fc\u202ed\u2066e\u0000')).toBe(
      'a\\u009bb\\u007fc\\u202ed\\u2066e\\u0000',
    );
    expect(escapeForTerminal('one\ttwo\nthree')).toBe('one\\u0009two\\u000athree');
  });

  it('keeps line breaks and tabs when asked, for multi-line output', () => {
    expect(escapeForTerminal('one\ttwo\nthree\u001b[2J', { keepLayout: true })).toBe(
      'one\ttwo\nthree\\u001b[2J',
    );
  });

  it('keeps JSON valid: an escaped JSON text parses to the same value', () => {
    const value = { quote: 'clause\u009b2J \u202egnp.exe', file: 'a\u007f.pdf' };
    const printed = escapeForTerminal(JSON.stringify(value, null, 2), { keepLayout: true });
    expect(printed).not.toMatch(/[\u007f-\u009f\u202e]/);
    expect(JSON.parse(printed)).toEqual(value);
  });
});
