import { TextSearchIcon } from 'lucide-react';
import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import {
  VERSION_LABELS,
  type ComparedPlace,
  type ComparedVersion,
  type ShowPlaceHandler,
} from '../compared-place.ts';

/** Where something stands in one version, when it stands there at all. */
export interface VersionPlace {
  page: number;
  start: number;
  end: number;
}

/**
 * "Old, p. 3" and "New, p. 4": each shows the words where they stand in that version, on its
 * page in the viewer. A side the thing is absent from (a clause added or removed) has none.
 * `describedBy` names what is shown, so the short label is read with it.
 */
export function PlaceButtons({
  before,
  after,
  onShowPlace,
  describedBy,
}: {
  before?: VersionPlace | undefined;
  after?: VersionPlace | undefined;
  onShowPlace: ShowPlaceHandler;
  describedBy?: string;
}) {
  if (!before && !after) return null;
  const button = (version: ComparedVersion, place: VersionPlace) => {
    const shown: ComparedPlace = {
      version,
      page: place.page,
      start: place.start,
      end: place.end,
    };
    return (
      <button
        type="button"
        aria-describedby={describedBy}
        onClick={(event) => onShowPlace(shown, event.currentTarget)}
        className={getButtonClassName('secondary', 'sm', 'min-h-8 px-2.5 text-xs')}
      >
        <TextSearchIcon aria-hidden="true" className="size-3.5" />
        {`${VERSION_LABELS[version]}, p. ${place.page}`}
      </button>
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      {before ? button('old', before) : null}
      {after ? button('new', after) : null}
    </div>
  );
}
