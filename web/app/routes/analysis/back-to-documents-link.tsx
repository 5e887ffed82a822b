import { Link } from 'react-router';

/** The way back from a document that cannot be shown to the list of documents. */
export function BackToDocumentsLink() {
  return (
    <p className="mt-6">
      <Link to="/dashboard" className="font-medium text-brand underline underline-offset-4">
        Back to your documents
      </Link>
    </p>
  );
}
