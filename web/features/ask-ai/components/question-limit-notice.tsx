import { Callout } from '../../../components/ui/callout.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';

/** The day the pricing page says the Ask-AI allowance starts again. */
export const ALLOWANCE_RESET_TEXT = 'They reset on the 1st of each month.';

/** The two ways to more questions before then, both on the pricing page. */
export const MORE_QUESTIONS_TEXT = 'You can also buy extra questions or choose a plan with more.';

/**
 * Stands in for the question box when no question is left: why, when it comes back (the
 * pricing page's rule), and where to get more: a question pack or a larger plan.
 */
export function QuestionLimitNotice({ questionLimit }: { questionLimit: number }) {
  const used =
    questionLimit > 0
      ? `You have used your ${questionLimit} ${questionLimit === 1 ? 'question' : 'questions'} for this month.`
      : 'Your plan has no questions left for this month.';
  return (
    <Callout tone="info" title="No questions left this month">
      <p>{`${used} ${ALLOWANCE_RESET_TEXT} ${MORE_QUESTIONS_TEXT}`}</p>
      <p className="mt-2">
        To ask more before then, <TextLink to="/pricing">see plans and pricing</TextLink>.
      </p>
    </Callout>
  );
}
