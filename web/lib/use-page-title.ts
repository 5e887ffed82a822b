import { useEffect } from 'react';

const PRODUCT_NAME = 'Legal Explainer';

/** Sets the browser tab's title for the current page: "Pricing · Legal Explainer". */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    // The landing page passes null and keeps the full product tagline as its title.
    document.title = title
      ? `${title} · ${PRODUCT_NAME}`
      : `${PRODUCT_NAME}: contracts explained in plain English`;
  }, [title]);
}
