import type { Party } from '../../../../common/analysis/analysis-schema.ts';

// A consortium agreement can have forty signers: the first few show, the rest open on demand.
const SHOWN_PARTIES = 6;

/** The parties, each with its role; a long list shows its first few and folds the rest. */
export function PartyList({ parties }: { parties: readonly Party[] }) {
  const shown = parties.slice(0, SHOWN_PARTIES);
  const folded = parties.slice(SHOWN_PARTIES);
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-ink">Parties</h3>
      <PartyItems parties={shown} />
      {folded.length > 0 ? (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            {`and ${folded.length} more ${folded.length === 1 ? 'party' : 'parties'}`}
          </summary>
          <PartyItems parties={folded} />
        </details>
      ) : null}
    </div>
  );
}

function PartyItems({ parties }: { parties: readonly Party[] }) {
  return (
    <ul className="mt-1 space-y-0.5 text-sm">
      {parties.map((party) => (
        <li key={`${party.name}-${party.start}`}>
          <span className="font-medium">{party.name}</span>
          <PartyNote
            role={party.role === party.name ? '' : party.role}
            isBlank={party.status === 'blank'}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * " (Landlord)", " (Party 1, name left blank)": the party's role unless it is shown as the
 * name already ("Franchisee (name left blank)"), and whether the name is a blank.
 */
function PartyNote({ role, isBlank }: { role: string; isBlank: boolean }) {
  const note = [role, isBlank ? 'name left blank' : ''].filter(Boolean).join(', ');
  return note ? <span className="text-ink-muted">{` (${note})`}</span> : null;
}
