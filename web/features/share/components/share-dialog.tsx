import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buildReportFileName } from '../../../../common/reports/report-file-name.ts';
import { REPORT_FORMAT_DETAILS } from '../../../../common/reports/report-include.ts';
import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { ChooseFormatStep } from './choose-format-step.tsx';
import { SelectContentStep } from './select-content-step.tsx';
import { isLinkProtectionValid } from './link-protection-fields.tsx';
import { createShareLink, fetchReport, type LinkProtection } from '../share-api.ts';
import { SHARE_CHOICES, type LINK_LIFETIMES, type ShareChoice } from '../share-choices.ts';
import { ShareLinkList } from './share-link-list.tsx';
import { ShareResultView } from './share-result.tsx';
import { useShareStore } from '../share-store.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const NO_PROTECTION: LinkProtection = { passcode: null, isViewOnly: false };

/**
 * Download or share the analysis (SPEC sections 3 and 4): choose what to include, then the
 * format or a read-only link, then it is made on the server (with progress) and offered to
 * download or copy. Closing resets the dialog: menu, step, content and file. `onError` tells the
 * user what went wrong (the page passes its notifier).
 */
export function ShareDialog({
  documentId,
  documentName,
  onError,
}: {
  documentId: string;
  documentName: string;
  onError: (error: unknown) => void;
}) {
  const { isOpen, step, content, result, setContent, setStep, setResult, reset } = useShareStore();
  const [choice, setChoice] = useState<ShareChoice>('pdf');
  const [lifetimeDays, setLifetimeDays] = useState<(typeof LINK_LIFETIMES)[number]>(30);
  const [protection, setProtection] = useState<LinkProtection>(NO_PROTECTION);
  const queryClient = useQueryClient();
  const titleId = useId();

  const generate = async () => {
    setStep('generating');
    try {
      if (choice === 'link') {
        const link = await createShareLink(documentId, lifetimeDays, content, protection);
        await queryClient.invalidateQueries({ queryKey: queryKeys.shareLinks(documentId) });
        // The server answers a path when it has no public address of its own: this one is.
        const url = new URL(link.url, window.location.origin).href;
        const { expiresAt, hasPasscode, isViewOnly } = link;
        setResult({ kind: 'link', url, expiresAt, hasPasscode, isViewOnly });
        // The passcode is not kept: the next link starts without one.
        setProtection(NO_PROTECTION);
      } else {
        const blob = await fetchReport(documentId, choice, content);
        setResult({ kind: 'file', blob, fileName: buildReportFileName(documentName, choice) });
      }
    } catch (error) {
      onError(error);
      setStep('format');
    }
  };

  const choiceLabel = SHARE_CHOICES.find((option) => option.value === choice)?.label ?? '';
  return (
    <ModalDialog
      open={isOpen}
      labelledBy={titleId}
      busy={step === 'generating'}
      className="max-w-lg"
      onClose={reset}
    >
      <h2 id={titleId} className="font-serif text-xl text-brand-strong">
        Download or share
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{documentName}</p>
      <div className="mt-5">
        {step === 'select' ? <SelectContentStep content={content} onChange={setContent} /> : null}
        {step === 'format' ? (
          <ChooseFormatStep
            choice={choice}
            lifetimeDays={lifetimeDays}
            protection={protection}
            onChoice={setChoice}
            onLifetime={setLifetimeDays}
            onProtection={setProtection}
          />
        ) : null}
        {step === 'generating' ? (
          <div role="status">
            <p className="text-sm text-ink">
              {choice === 'link'
                ? 'Making your link…'
                : `Making your ${choiceLabel.toLowerCase()}…`}
            </p>
            <div className="mt-3">
              <ProgressBar label={`Making your ${choiceLabel}`} />
            </div>
          </div>
        ) : null}
        {step === 'done' && result ? <ShareResultView result={result} /> : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={getButtonClassName('secondary')}
          disabled={step === 'generating'}
          onClick={step === 'format' ? () => setStep('select') : reset}
        >
          {step === 'format' ? 'Back' : step === 'done' ? 'Close' : 'Cancel'}
        </button>
        {step === 'select' ? (
          <button
            type="button"
            className={getButtonClassName('primary')}
            disabled={content.length === 0}
            onClick={() => setStep('format')}
          >
            Next
          </button>
        ) : null}
        {step === 'format' ? (
          <button
            type="button"
            className={getButtonClassName('primary')}
            disabled={choice === 'link' && !isLinkProtectionValid(protection)}
            onClick={() => void generate()}
          >
            {choice === 'link'
              ? 'Create link'
              : `Make the ${REPORT_FORMAT_DETAILS[choice].extension.toUpperCase()} file`}
          </button>
        ) : null}
      </div>
      {step === 'select' ? <ShareLinkList documentId={documentId} onError={onError} /> : null}
    </ModalDialog>
  );
}
