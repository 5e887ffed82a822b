import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PlaceholderPage } from './shared/placeholder-page.tsx';

/** One document's analysis; the viewer and findings arrive with the analysis feature. */
export default function AnalysisPage() {
  usePageTitle('Analysis');
  const { documentId } = useParams();
  return (
    <PlaceholderPage
      title="Analysis"
      text={`The analysis of document ${documentId ?? ''} will be shown here once analysis is available on this server.`}
    />
  );
}
