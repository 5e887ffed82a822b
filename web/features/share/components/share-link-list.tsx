import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate, pluralize } from '../../../lib/format.ts';
import { listShareLinks, revokeShareLink } from '../share-api.ts';
import { ShareAccessLog } from './share-access-log.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

const dangerButton =
  'shrink-0 rounded-md px-2 py-1 font-medium text-danger hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-danger disabled:opacity-60';
const quietButton =
  'shrink-0 rounded-md px-2 py-1 font-medium text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60';

/**
 * The document's live links with how often each was opened, whether each asks for a passcode
 * or is view only, and each one's access log on demand. Revoking one asks first (a link someone
 * relies on stops working for good) and then says it is done.
 */
export function ShareLinkList({
  documentId,
  onError,
}: {
  documentId: string;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  const [logShown, setLogShown] = useState<string | null>(null);
  const logId = useId();
  const links = useQuery({
    queryKey: queryKeys.shareLinks(documentId),
    queryFn: () => listShareLinks(documentId),
  });
  const revoke = useMutation({
    mutationFn: ({ shareId }: { shareId: string; createdAt: string }) => revokeShareLink(shareId),
    onSuccess: (_result, { createdAt }) => {
      setConfirming(null);
      setRevoked(`The link made ${formatDate(createdAt)} is revoked: it no longer opens.`);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shareLinks(documentId) });
    },
    onError,
  });
  const active = links.data?.shares.filter((share) => share.status === 'active') ?? [];
  if (active.length === 0 && !revoked) return null;
  return (
    <section aria-labelledby="share-links-heading" className="mt-6 border-t border-line pt-4">
      <h3 id="share-links-heading" className="text-sm font-semibold text-ink">
        Links you have shared
      </h3>
      <p role="status" className="mt-2 text-sm text-ink-muted empty:hidden">
        {revoked}
      </p>
      <ul className="mt-2 space-y-2">
        {active.map((share) => {
          const made = formatDate(share.createdAt);
          return (
            <li
              key={share.id}
              className="flex flex-wrap items-center justify-between gap-3 text-sm"
            >
              <span className="flex flex-wrap items-center gap-2 text-ink-muted">
                <span>{`Made ${made} · expires ${formatDate(share.expiresAt)} · opened ${pluralize(share.viewCount, 'time')}`}</span>
                {share.hasPasscode ? <Badge tone="brand">Passcode</Badge> : null}
                {share.isViewOnly ? <Badge tone="info">View only</Badge> : null}
              </span>
              <span className="flex items-center gap-1">
                <button
                  type="button"
                  className={quietButton}
                  aria-expanded={logShown === share.id}
                  aria-controls={logShown === share.id ? `${logId}-${share.id}` : undefined}
                  aria-label={`Access log of the link made ${made}`}
                  onClick={() => setLogShown(logShown === share.id ? null : share.id)}
                >
                  Access log
                </button>
                {confirming === share.id ? (
                  <span className="flex items-center gap-2">
                    <span className="text-ink">Stop this link working for everyone?</span>
                    <button
                      type="button"
                      className={dangerButton}
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate({ shareId: share.id, createdAt: share.createdAt })
                      }
                    >
                      {revoke.isPending ? 'Revoking…' : 'Revoke link'}
                    </button>
                    <button
                      type="button"
                      className={quietButton}
                      disabled={revoke.isPending}
                      onClick={() => setConfirming(null)}
                    >
                      Keep it
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    className={dangerButton}
                    onClick={() => {
                      setRevoked(null);
                      setConfirming(share.id);
                    }}
                    aria-label={`Revoke the link made ${made}`}
                  >
                    Revoke
                  </button>
                )}
              </span>
              {logShown === share.id ? (
                <ShareAccessLog
                  id={`${logId}-${share.id}`}
                  documentId={documentId}
                  shareId={share.id}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
