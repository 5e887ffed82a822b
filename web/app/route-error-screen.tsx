import { useState } from 'react';
import { useRouteError } from 'react-router';
import { recordError } from '../lib/error-recorder.ts';
import { ChunkLoadFailedScreen, CrashScreen } from './crash-screen.tsx';
import { isChunkLoadError } from './lazy-page.ts';

/** What the router shows when a page fails: a reload offer for a missing chunk, else the crash screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailedScreen />;
  return <RecordedCrashScreen error={error} />;
}

/** Records the error once (so its ID is stable across re-renders) and shows the crash screen. */
export function RecordedCrashScreen({ error }: { error: unknown }) {
  const [record] = useState(() => recordError(error, 'render'));
  return <CrashScreen errorId={record.id} message={record.message} />;
}
