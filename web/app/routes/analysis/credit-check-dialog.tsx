import { useNavigate } from 'react-router';
import { CREDITS_PER_ANALYSIS } from '../../../../common/plans/plans.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useUserPlan } from '../../../features/account/index.ts';

/**
 * SPEC section 2's credit-check dialog: what an analysis costs, what the user has, and what
 * will happen, before anything is spent.
 */
export function CreditCheckDialog({
  open,
  title = 'Analyze this document?',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** The question; a dialog about another document than the page's names it. */
  title?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  // The balance shown is the one the account holds, asked for again as the dialog opens.
  const plan = useUserPlan({ enabled: open }).data;
  const credits = plan?.credits;
  const hasEnough = credits !== undefined && credits >= CREDITS_PER_ANALYSIS;
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={hasEnough || credits === undefined ? 'Analyze (1 credit)' : 'See plans'}
      busy={credits === undefined}
      onConfirm={() => {
        if (hasEnough) onConfirm();
        else void navigate('/pricing');
      }}
      onCancel={onCancel}
    >
      <p>
        An analysis costs {CREDITS_PER_ANALYSIS} credit.{' '}
        {credits === undefined
          ? 'Checking your balance…'
          : `You have ${credits} ${credits === 1 ? 'credit' : 'credits'}.`}
      </p>
      <p className="mt-2">
        The whole document is read for its type, red flags, obligations, key terms and dates, each
        pointing at its words on the page. It takes a few seconds. If the analysis fails, or the
        document turns out not to be a legal one, the credit is returned.
      </p>
      {credits !== undefined && !hasEnough ? (
        <p className="mt-2 font-medium">
          You don't have enough credits to analyze this document.{' '}
          {plan?.trialAvailable
            ? 'Start the free trial on your dashboard, or see the plans on the pricing page.'
            : 'See the plans on the pricing page.'}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
