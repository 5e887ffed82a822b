import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** One titled card of the account settings. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" labelledBy={id} className="p-6 sm:p-8">
      <h2 id={id} className="font-serif text-2xl text-brand-strong">
        {title}
      </h2>
      {description ? <p className="mt-2 max-w-prose text-ink-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
