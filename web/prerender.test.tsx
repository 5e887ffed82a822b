import { describe, expect, it } from 'vitest';
import { prerenderPage } from './prerender.tsx';

const INDEX_HTML = `<!doctype html><html><head><title>Legal Explainer</title></head><body>
    <div id="root">
      <!-- Shown until the app has started; React replaces it. -->
      <div class="app-boot" role="status">Initializing Legal Explainer...</div>
    </div>
    <script type="module" src="/assets/index.js"></script>
  </body></html>`;

describe('prerendering the landing page', () => {
  it('puts the page itself, not a loading screen, in a marked #root', async () => {
    const html = await prerenderPage(INDEX_HTML, '/');
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toMatch(/<h1 id="hero-title"[^>]*>Know what you are signing\.<\/h1>/);
    expect(html).toContain('<footer');
    expect(html).not.toContain('Initializing Legal Explainer...');
    expect(html).not.toContain('Loading page...');
    // Everything outside #root is left as the build wrote it.
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('refuses an index.html without the #root it fills', async () => {
    await expect(prerenderPage('<!doctype html><body></body>', '/')).rejects.toThrow(/#root/);
  });
});
