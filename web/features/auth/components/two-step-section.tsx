import { useCallback, useEffect, useRef, useState } from 'react';
import type { Factor } from '@supabase/supabase-js';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import {
  listTotpFactors,
  removeTotpFactor,
  startTotpEnrolment,
  type TotpEnrolment,
} from '../auth-actions.ts';
import { EnrolmentSteps } from './enrolment-steps.tsx';
import { FormError, FormSuccess } from './form-fields.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useSubmit } from '../use-submit.ts';

type TwoStepView =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'enrolling'; enrolment: TotpEnrolment }
  | { kind: 'on'; factor: Factor };

/** Turns two-step verification on (through EnrolmentSteps) and off. */
export function TwoStepSection() {
  const [view, setView] = useState<TwoStepView>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const { isPending, error, setError, run } = useSubmit();
  const headingRef = useRef<HTMLParagraphElement>(null);

  const refresh = useCallback(async () => {
    setView(viewFor(await listTotpFactors()));
  }, []);

  useEffect(() => {
    let isCurrent = true;
    listTotpFactors()
      .then((factors) => isCurrent && setView(viewFor(factors)))
      .catch(() => isCurrent && setView({ kind: 'off' }));
    return () => {
      isCurrent = false;
    };
  }, []);

  async function start() {
    setNotice(null);
    await run(async () => {
      const enrolment = await startTotpEnrolment();
      setView({ kind: 'enrolling', enrolment });
      requestAnimationFrame(() => headingRef.current?.focus());
    });
  }

  async function remove(factorId: string) {
    setNotice(null);
    if (
      await run(async () => {
        await removeTotpFactor(factorId);
        await refresh();
      })
    ) {
      setNotice('Two-step verification is off. You will sign in with your password only.');
    }
  }

  return (
    <SettingsSection
      title="Two-step verification"
      description="Ask for a code from an authenticator app (such as Google Authenticator, 1Password or Authy) each time you sign in, as well as your password."
    >
      <div className="space-y-5">
        <FormError error={view.kind === 'enrolling' ? null : error} />
        <FormSuccess>{notice}</FormSuccess>
        {view.kind === 'loading' ? (
          <p role="status" className="text-ink-muted">
            Checking your settings…
          </p>
        ) : view.kind === 'off' ? (
          <div className="flex flex-wrap items-center gap-4">
            <Badge tone="neutral">Off</Badge>
            <Button onClick={() => void start()} disabled={isPending}>
              {isPending ? 'Starting…' : 'Set up authenticator app'}
            </Button>
          </div>
        ) : view.kind === 'on' ? (
          <div className="flex flex-wrap items-center gap-4">
            <Badge tone="success">On</Badge>
            <span className="text-ink-muted">
              Authenticator app added
              {view.factor.created_at ? ` on ${formatDate(view.factor.created_at)}` : ''}.
            </span>
            <Button
              variant="secondary"
              onClick={() => void remove(view.factor.id)}
              disabled={isPending}
            >
              {isPending ? 'Turning off…' : 'Turn off'}
            </Button>
          </div>
        ) : (
          <EnrolmentSteps
            enrolment={view.enrolment}
            headingRef={headingRef}
            onDone={async () => {
              await refresh();
              setNotice(
                'Two-step verification is on. You will be asked for a code when you sign in.',
              );
            }}
            onCancel={() => {
              setError(null);
              setView({ kind: 'off' });
            }}
          />
        )}
      </div>
    </SettingsSection>
  );
}

function viewFor(factors: Factor[]): TwoStepView {
  const verified = factors.find((factor) => factor.status === 'verified');
  return verified ? { kind: 'on', factor: verified } : { kind: 'off' };
}
