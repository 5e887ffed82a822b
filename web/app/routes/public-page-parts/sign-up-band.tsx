import { getPlan } from '../../../../common/plans/plans.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Container } from '../../../components/ui/container.tsx';

interface SignUpBandProps {
  title?: string;
  text?: string;
}

/** The closing call to action shared by the public pages: start the free trial. */
export function SignUpBand({
  title = 'Read your next contract with a second pair of eyes',
  text,
}: SignUpBandProps) {
  const trialCredits = getPlan('free').credits;
  return (
    <section aria-labelledby="sign-up-title" className="py-16 sm:py-20">
      <Container>
        <div className="rounded-2xl bg-brand px-6 py-12 text-center sm:px-12">
          <h2
            id="sign-up-title"
            className="mx-auto max-w-2xl font-serif text-3xl leading-tight text-white sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-on-brand-muted">
            {text ??
              `Create an account and analyze your first ${trialCredits} documents free. You will see every finding next to the words it came from.`}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/login?mode=signup" size="lg" variant="inverse">
              Start free trial
            </ButtonLink>
            <ButtonLink to="/pricing" size="lg" variant="inverse-outline">
              Compare plans
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
