import { LinkProtectionFields } from './link-protection-fields.tsx';
import type { LinkProtection } from '../share-api.ts';
import { LINK_LIFETIMES, SHARE_CHOICES, type ShareChoice } from '../share-choices.ts';

/**
 * Step 'format': a file in one format or a read-only link, and for a link how long it lives
 * and how it is protected.
 */
export function ChooseFormatStep({
  choice,
  lifetimeDays,
  protection,
  onChoice,
  onLifetime,
  onProtection,
}: {
  choice: ShareChoice;
  lifetimeDays: (typeof LINK_LIFETIMES)[number];
  protection: LinkProtection;
  onChoice: (choice: ShareChoice) => void;
  onLifetime: (days: (typeof LINK_LIFETIMES)[number]) => void;
  onProtection: (protection: LinkProtection) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">How to share it</legend>
      <ul className="mt-3 space-y-2">
        {SHARE_CHOICES.map((option) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft/40">
              <input
                type="radio"
                name="share-format"
                className="mt-1 size-4 accent-brand"
                value={option.value}
                checked={choice === option.value}
                onChange={() => onChoice(option.value)}
              />
              <span>
                <span className="block text-sm font-medium text-ink">{option.label}</span>
                <span className="block text-sm text-ink-muted">{option.description}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {choice === 'link' ? (
        <>
          <label className="mt-4 flex items-center gap-3 text-sm">
            The link works for
            <select
              className="rounded-md border border-line bg-surface px-2 py-1"
              value={lifetimeDays}
              onChange={(event) =>
                onLifetime(Number(event.target.value) as (typeof LINK_LIFETIMES)[number])
              }
            >
              {LINK_LIFETIMES.map((days) => (
                <option key={days} value={days}>{`${days} days`}</option>
              ))}
            </select>
          </label>
          <LinkProtectionFields protection={protection} onChange={onProtection} />
        </>
      ) : null}
    </fieldset>
  );
}
