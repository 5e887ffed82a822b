import { useSearchParams } from 'react-router';
import { isPhoneLayout } from '../../lib/phone-layout.ts';

/** On a phone: the document, or the panel (Analysis or Ask, as the panel's tab says). */
export type PhoneView = 'document' | 'panel';

// The view is in the address (?view=document), so the back button returns from the document
// to the finding that opened it.
const VIEW_PARAM = 'view';

/** The phone's view and a way to choose it from the tab bar (no new history step). */
export function usePhoneView(): [PhoneView, (view: PhoneView) => void] {
  const [params, setParams] = useSearchParams();
  const view: PhoneView = params.get(VIEW_PARAM) === 'document' ? 'document' : 'panel';
  const setView = (next: PhoneView) =>
    setParams((previous) => withView(previous, next), { replace: true, preventScrollReset: true });
  return [view, setView];
}

/**
 * "Show on page" on a phone: the document comes forward as a new history step, so back returns
 * to the finding. On a desk, where both are in sight, it does nothing.
 */
export function useShowDocumentView(): () => void {
  const [params, setParams] = useSearchParams();
  return () => {
    if (!isPhoneLayout()) return;
    if (params.get(VIEW_PARAM) === 'document') return;
    setParams((previous) => withView(previous, 'document'), { preventScrollReset: true });
  };
}

function withView(previous: URLSearchParams, view: PhoneView): URLSearchParams {
  const next = new URLSearchParams(previous);
  if (view === 'document') next.set(VIEW_PARAM, 'document');
  else next.delete(VIEW_PARAM);
  return next;
}
