import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  buildTotpUri,
  generateTotpSecret,
  matchTotpStep,
  renderQrCodeSvg,
  totpStep,
} from './totp.ts';

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp,
  });

describe('TOTP key URI', () => {
  it('escapes as GoTrue does: the label as a path, the values as path segments', () => {
    expect(buildTotpUri('localhost:3000', 'a.b+c@example.test', 'ABC')).toBe(
      'otpauth://totp/localhost:3000:a.b+c@example.test?algorithm=SHA1&digits=6&issuer=localhost:3000&period=30&secret=ABC',
    );
    expect(buildTotpUri('Legal Explainer/EU?', 'ü@example.test', 'ABC')).toBe(
      'otpauth://totp/Legal%20Explainer/EU%3F:%C3%BC@example.test?algorithm=SHA1&digits=6&issuer=Legal%20Explainer%2FEU%3F&period=30&secret=ABC',
    );
  });

  it('generates 160-bit base32 secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe('TOTP QR code', () => {
  it('is SVG markup that survives being put in a data URL unescaped', async () => {
    const svg = await renderQrCodeSvg(buildTotpUri('app.example.test', 'a@b.test', 'ABC'));
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/[#%]/);
  });
});

describe('matchTotpStep', () => {
  // Fixed, so codes of different steps never collide by chance.
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const now = Date.UTC(2026, 0, 1, 12, 0, 10);

  it('accepts the current code and those of one step either side, naming their step', () => {
    const step = totpStep(now);
    expect(matchTotpStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, ` ${codeAt(secret, now + 30_000)} `, now)).toBe(step + 1);
  });

  it('refuses codes two steps away and anything that is not six digits', () => {
    expect(matchTotpStep(secret, codeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, codeAt(secret, now + 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, codeAt(secret, now).slice(1), now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });
});
