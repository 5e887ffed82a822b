import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { textLinkClassName } from '../../../components/ui/text-link.tsx';

const CC_BY_4 = 'https://creativecommons.org/licenses/by/4.0/';

const DATASETS = [
  {
    name: 'CUAD, the Contract Understanding Atticus Dataset',
    by: 'The Atticus Project',
    url: 'https://www.atticusprojectai.org/cuad',
    text: 'Over 500 commercial contracts in which legal experts labelled the clauses that matter in 41 categories, from governing law to uncapped liability. It taught the engine to find and classify contract clauses.',
    citation:
      'Hendrycks, Burns, Chen and Ball, “CUAD: An Expert-Annotated NLP Dataset for Legal Contract Review” (2021).',
  },
  {
    name: 'The CLAUDETTE corpus',
    by: 'the CLAUDETTE project at the European University Institute and the University of Bologna',
    url: 'http://claudette.eui.eu/',
    text: 'Online terms of service annotated sentence by sentence for potentially unfair clauses, such as arbitration, unilateral changes and termination, limitation of liability and choice of law. It taught the engine to recognise unfair terms in consumer agreements.',
    citation:
      'Lippi et al., “CLAUDETTE: an automated detector of potentially unfair clauses in online terms of service”, Artificial Intelligence and Law (2019).',
  },
] as const;

/** Credit for the open datasets the analysis engine learned from, as their licences require. */
export function OpenDataSection() {
  return (
    <Section labelledBy="open-data-title">
      <SectionHeading
        id="open-data-title"
        title="Built on open data"
        lede="The built-in engine learned from two datasets that researchers and legal experts made freely available. We are grateful to their authors."
      />
      <ul className="mt-10 grid gap-5 lg:grid-cols-2">
        {DATASETS.map((dataset) => (
          <li key={dataset.name} className="rounded-xl border border-line bg-surface p-6 sm:p-8">
            <h3 className="font-serif text-xl text-brand-strong">{dataset.name}</h3>
            <p className="mt-1 text-sm text-ink-muted">By {dataset.by}</p>
            <p className="mt-4 leading-relaxed text-ink">{dataset.text}</p>
            <p className="mt-4 text-sm leading-relaxed text-ink-muted">{dataset.citation}</p>
            <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <a href={dataset.url} className={textLinkClassName}>
                About the dataset
              </a>
              <a href={CC_BY_4} className={textLinkClassName}>
                Licence: CC BY 4.0
              </a>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-sm leading-relaxed text-ink-muted">
        We used these datasets to train and measure the engine; the trained models ship with Legal
        Explainer and the datasets themselves do not. Neither dataset’s authors endorse this
        product.
      </p>
    </Section>
  );
}
