import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A single-page app keeps the scroll position between pages; people expect a new page to start
 * at its top, or at the section a #hash link names.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
