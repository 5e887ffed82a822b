import type { ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { classNames } from '../../components/ui/class-names.ts';
import { PageLoading } from '../status-screens.tsx';
import { useIsWorkspacePage } from './page-handle.ts';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * The frame of every page: skip link, header, the page itself, footer. While the next page's
 * code is downloading it shows 'Loading page...' in the page's place. A workspace page (the
 * analysis screen) fills the window under the header instead: the page never scrolls (its
 * panels do) and the footer is not part of it.
 */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  const isWorkspace = useIsWorkspacePage();
  const content = children ?? (navigation.state === 'loading' ? <PageLoading /> : <Outlet />);
  return (
    <div className={classNames('flex flex-col', isWorkspace ? 'h-dvh' : 'min-h-screen')}>
      <ScrollToTop />
      <SkipLink />
      <SiteHeader />
      {/* tabIndex lets the skip link move focus here, not only the scroll position. A
          workspace's own states (opening, still being read) scroll here if they are long. */}
      <main
        id="main"
        tabIndex={-1}
        className={classNames(
          'flex-1 focus:outline-none',
          // Relative, so nothing placed absolutely inside can stretch the page past the window.
          isWorkspace && 'relative min-h-0 overflow-y-auto',
        )}
      >
        {content}
      </main>
      {isWorkspace ? null : <SiteFooter />}
    </div>
  );
}
