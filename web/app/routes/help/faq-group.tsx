import type { ReactNode } from 'react';
import { Disclosure } from '../../../components/ui/disclosure.tsx';

/** A set of questions under one heading on the help page. */
export interface FaqGroup {
  id: string;
  title: string;
  questions: readonly { question: string; answer: ReactNode }[];
}

/** Renders one group: an h2 and its questions as native disclosures. */
export function FaqGroupSection({ group }: { group: FaqGroup }) {
  const titleId = `${group.id}-title`;
  return (
    <section id={group.id} aria-labelledby={titleId}>
      <h2 id={titleId} className="font-serif text-2xl text-brand-strong">
        {group.title}
      </h2>
      <div className="mt-4 rounded-xl border border-line bg-surface px-5 sm:px-6">
        {group.questions.map((item) => (
          <Disclosure key={item.question} summary={item.question}>
            {item.answer}
          </Disclosure>
        ))}
      </div>
    </section>
  );
}
