/** The two versions a comparison sets side by side. */
export type ComparedVersion = 'old' | 'new';

/** Words of one version to show on its page: character offsets into its text, and the page. */
export interface ComparedPlace {
  version: ComparedVersion;
  start: number;
  end: number;
  page: number;
}

/** What a change's or a finding's "Old, p. 3" button asks for. */
export type ShowPlaceHandler = (place: ComparedPlace, trigger: HTMLElement) => void;

/** Each version's short name, as its buttons and switch say it. */
export const VERSION_LABELS: Record<ComparedVersion, string> = { old: 'Old', new: 'New' };
