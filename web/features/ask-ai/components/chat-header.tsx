import { useState } from 'react';
import type { ChatMessage } from '../../../../common/api/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { downloadTextFile } from '../../../lib/download-file.ts';
import {
  chatExportFileName,
  chatToMarkdown,
  NOT_LEGAL_ADVICE_LINE,
} from '../../../../common/markdown/chat-markdown.ts';

interface ChatHeaderProps {
  headingId: string;
  documentName: string;
  messages: readonly ChatMessage[];
  /** An answer is being written: the conversation cannot be exported or cleared meanwhile. */
  busy: boolean;
  /** Clears the conversation; the confirm dialog stays open, busy, until it settles. */
  onClear: () => Promise<unknown>;
}

/**
 * The chat's heading and the notice under it, with exporting the conversation as Markdown and
 * clearing it (after a confirmation) once there is one.
 */
export function ChatHeader({ headingId, documentName, messages, busy, onClear }: ChatHeaderProps) {
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const [isClearing, setIsClearing] = useState(false);

  return (
    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
      <div className="min-w-0">
        <h2 id={headingId} className="font-serif text-xl text-brand-strong">
          Questions and answers
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{NOT_LEGAL_ADVICE_LINE}</p>
      </div>
      {messages.length > 0 ? (
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() =>
              downloadTextFile(
                chatExportFileName(documentName),
                chatToMarkdown(documentName, messages),
                'text/markdown;charset=utf-8',
              )
            }
          >
            Export as Markdown
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => setIsConfirmingClear(true)}
          >
            Clear conversation
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={isConfirmingClear}
        title="Clear this conversation?"
        confirmLabel="Clear conversation"
        variant="destructive"
        busy={isClearing}
        busyLabel="Clearing…"
        onCancel={() => setIsConfirmingClear(false)}
        onConfirm={() => {
          setIsClearing(true);
          void onClear().finally(() => {
            setIsClearing(false);
            setIsConfirmingClear(false);
          });
        }}
      >
        <p>
          {`The questions and answers about ${documentName} are deleted from your account and this browser. Questions already asked still count towards this month’s allowance.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}
