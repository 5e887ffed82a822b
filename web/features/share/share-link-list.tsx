import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, pluralize } from '../../lib/format.ts';
import { listShareLinks, revokeShareLink } from './share-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The document's live links with how often each was opened, each revocable at once. */
export function ShareLinkList({
  documentId,
  onError,
}: {
  documentId: string;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: queryKeys.shareLinks(documentId),
    queryFn: () => listShareLinks(documentId),
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) => revokeShareLink(shareId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shareLinks(documentId) }),
    onError,
  });
  const active = links.data?.shares.filter((share) => share.status === 'active') ?? [];
  if (active.length === 0) return null;
  return (
    <section aria-labelledby="share-links-heading" className="mt-6 border-t border-line pt-4">
      <h3 id="share-links-heading" className="text-sm font-semibold text-ink">
        Links you have shared
      </h3>
      <ul className="mt-2 space-y-2">
        {active.map((share) => (
          <li key={share.id} className="flex items-center justify-between gap-3 text-sm">
            <span className="text-ink-muted">
              {`Made ${formatDate(share.createdAt)} · expires ${formatDate(share.expiresAt)} · opened ${pluralize(share.viewCount, 'time')}`}
            </span>
            <button
              type="button"
              className="shrink-0 rounded-md px-2 py-1 font-medium text-danger hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-danger disabled:opacity-60"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(share.id)}
              aria-label={`Revoke the link made ${formatDate(share.createdAt)}`}
            >
              Revoke
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
