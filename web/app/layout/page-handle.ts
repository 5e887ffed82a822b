import { useMatches } from 'react-router';

/** What a route tells the site frame about its page. */
export interface PageHandle {
  /** A workspace fills the window under the header: no page scroll, no site footer. */
  isWorkspace?: boolean;
}

/** Whether the page shown is a workspace (the analysis screen). */
export function useIsWorkspacePage(): boolean {
  return useMatches().some((match) => (match.handle as PageHandle | undefined)?.isWorkspace);
}
