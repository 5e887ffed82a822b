import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isPhoneLayout } from '../../lib/phone-layout.ts';

/** On a phone, one view at a time: the list of changes, or the document viewer. */
export type CompareView = 'changes' | 'document';

// The view is in the address (?view=document), so the browser's back returns to the list.
const VIEW_PARAM = 'view';

/** What a history step that brought the document forward carries, so "back" can undo it. */
interface ViewState {
  openedDocument?: boolean;
}

/**
 * The phone's view of the compare screen, with the two ways between them: showing a change
 * on its page brings the document forward as a new history step (on a desk, where both are in
 * sight, it does nothing), and "Back to changes" returns, through history when it can.
 */
export function useCompareView() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view: CompareView = params.get(VIEW_PARAM) === 'document' ? 'document' : 'changes';

  const showDocument = () => {
    if (!isPhoneLayout() || view === 'document') return;
    const next = new URLSearchParams(params);
    next.set(VIEW_PARAM, 'document');
    setParams(next, { preventScrollReset: true, state: { openedDocument: true } });
  };

  const showChanges = () => {
    if (view === 'changes') return;
    if ((location.state as ViewState | null)?.openedDocument) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(VIEW_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return { view, showDocument, showChanges };
}
