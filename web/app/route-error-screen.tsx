import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { createErrorId, recordError } from '../lib/error-recorder.ts';
import { ChunkLoadFailedScreen, CrashScreen } from './crash-screen.tsx';
import { isChunkLoadError } from './lazy-page.ts';

/** What the router shows when a page fails: a reload offer for a missing chunk, else the crash screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailedScreen />;
  return <RecordedCrashScreen error={error} />;
}

/** Shows the crash screen and records the error under the ID it shows. */
export function RecordedCrashScreen({ error }: { error: unknown }) {
  const [errorId] = useState(createErrorId);
  // Recorded in an effect, not during render: React may render an error screen and throw the
  // attempt away (it retries a failed render once), and only the screen shown may report.
  useEffect(() => {
    recordError(error, 'render', errorId);
  }, [error, errorId]);
  return (
    <CrashScreen
      errorId={errorId}
      message={error instanceof Error ? error.message : String(error)}
    />
  );
}
