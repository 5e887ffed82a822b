import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import { Container } from './container.tsx';

type SectionTone = 'paper' | 'surface' | 'brand-soft';

const tones: Record<SectionTone, string> = {
  paper: 'bg-paper',
  surface: 'border-y border-line bg-surface',
  'brand-soft': 'bg-brand-soft',
};

interface SectionProps {
  children: ReactNode;
  tone?: SectionTone;
  /** Names the region for assistive technology, normally the id of the section's heading. */
  labelledBy?: string;
  id?: string;
  className?: string;
}

/** A full-width band of a page with the standard vertical rhythm and a centred container. */
export function Section({ children, tone = 'paper', labelledBy, id, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={classNames('py-16 sm:py-20', tones[tone], className)}
    >
      <Container>{children}</Container>
    </section>
  );
}
