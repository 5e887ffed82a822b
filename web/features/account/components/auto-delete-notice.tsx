import { getAutoDeleteDate } from '../../../../common/retention/auto-delete.ts';
import { classNames } from '../../../components/ui/class-names.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { formatDate } from '../../../lib/format.ts';
import { AUTO_DELETE_SETTING_PATH, describeAutoDeletePeriod } from '../auto-delete-words.ts';
import { useAccountSettings } from '../use-account-settings.ts';

/**
 * In a document's workspace, when the person has their documents deleted automatically: the
 * day this one goes, and the setting that says so, a click away. Nothing when the setting is
 * off (or not known yet).
 */
export function AutoDeleteNotice({
  createdAt,
  now = new Date(),
  className,
}: {
  /** When the document was uploaded. */
  createdAt: string;
  /** The current time; tests fix it. */
  now?: Date;
  className?: string;
}) {
  const days = useAccountSettings().data?.deleteDocumentsAfterDays ?? null;
  if (days === null) return null;
  const deletionDate = getAutoDeleteDate(createdAt, days);
  const setting = (
    <TextLink to={AUTO_DELETE_SETTING_PATH}>
      your setting: {describeAutoDeletePeriod(days)}
    </TextLink>
  );
  return (
    <p className={classNames('text-sm text-ink-muted', className)} data-testid="auto-delete-notice">
      {deletionDate.getTime() <= now.getTime() ? (
        <>
          This document is past its automatic deletion date and will be deleted within the hour (
          {setting}).
        </>
      ) : (
        <>
          This document will be deleted automatically on{' '}
          <time dateTime={deletionDate.toISOString()}>
            {formatDate(deletionDate.toISOString())}
          </time>{' '}
          ({setting}).
        </>
      )}
    </p>
  );
}
