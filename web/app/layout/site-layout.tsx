import type { ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { PageLoading } from '../status-screens.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * The frame of every page: skip link, header, the page itself, footer. While the next page's
 * code is downloading it shows 'Loading page...' in the page's place.
 */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  const content = children ?? (navigation.state === 'loading' ? <PageLoading /> : <Outlet />);
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <SkipLink />
      <SiteHeader />
      {/* tabIndex lets the skip link move focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {content}
      </main>
      <SiteFooter />
    </div>
  );
}
