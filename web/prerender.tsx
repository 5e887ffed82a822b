import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { PRERENDERED_ATTRIBUTE, whenRouterReady } from './app/prerendered-page.ts';
import { routes } from './app/router.tsx';

/** The empty #root of the built index.html, with the start-up notice it shows until the app runs. */
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

/**
 * The built index.html with the page at `pathname` already in #root, as the browser first
 * renders it (the session not yet known, nothing cached), so the page is painted before any
 * script runs. The build (bin/web-build.ts) runs this in Node; web/main.tsx hydrates the result.
 */
export async function prerenderPage(indexHtml: string, pathname: string): Promise<string> {
  if (!ROOT_ELEMENT.test(indexHtml)) throw new Error('index.html has no #root element to fill');
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  try {
    await whenRouterReady(router);
    const html = renderToString(<AppRoot router={router} />);
    return indexHtml.replace(
      ROOT_ELEMENT,
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${html}</div>`,
    );
  } finally {
    router.dispose();
  }
}
