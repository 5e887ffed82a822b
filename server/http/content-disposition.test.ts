import { describe, expect, it } from 'vitest';
import { createContentDisposition } from './content-disposition.ts';

describe('the download header', () => {
  it('cannot be broken out of by quotes, line breaks or parameters in the name', () => {
    const header = createContentDisposition('a"b\r\nSet-Cookie: x=1; name="c\\d.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_bSet-Cookie: x=1_ name=_c_d.pdf"; ` +
        `filename*=UTF-8''a%22bSet-Cookie%3A%20x%3D1%3B%20name%3D%22c%5Cd.pdf`,
    );
  });

  it('drops the characters that would show the name in another order', () => {
    expect(createContentDisposition('Signed lease \u202efdp.txt')).toBe(
      `attachment; filename="Signed lease fdp.txt"; filename*=UTF-8''Signed%20lease%20fdp.txt`,
    );
  });

  it('keeps the exact name, UTF-8 encoded, for clients that read filename*', () => {
    expect(createContentDisposition('Vertrag über Miete.pdf')).toBe(
      `attachment; filename="Vertrag _ber Miete.pdf"; filename*=UTF-8''Vertrag%20%C3%BCber%20Miete.pdf`,
    );
  });
});
