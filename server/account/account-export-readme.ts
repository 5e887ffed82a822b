/**
 * README.txt of "Download all my data": what each file of the zip is. Only what the export
 * really holds is described; a new part of the export adds its own paragraph here.
 */
export function buildExportReadme(details: { email: string; exportedAt: Date }): string {
  return `Legal Explainer: all the data of ${details.email}
Exported ${details.exportedAt.toISOString()} (UTC).

What each file is
-----------------

documents/
  One folder per document you uploaded, oldest first, named with a number and the
  document's name. In each folder:

  <the document's name>   The file exactly as you uploaded it (PDF, Word or text).
  analysis.json           The analysis as the app stores it: document type, summary,
                          red flags, protections, obligations, key facts and clauses,
                          read for the side you last chose. Present once analyzed.
  analysis.md             The same analysis as the Markdown report the app downloads,
                          with your questions and answers at the end.
  chat.json               Your questions about the document and the answers, with the
                          quotes and pages each answer cites. Present once you asked.
  chat.md                 The same conversation as Markdown.

credit-history.json
  Every change of your credit balance, oldest first: when, by how much, why (free
  trial, purchase, analysis, refund, grant), the balance after it, and the document an
  analysis was for while that document still exists.

activity-log.csv
  Your account's activity log, newest first: each upload, opening, download, report,
  share link made, opened or revoked, change of reader, comparison, question asked
  (never its words) and deletion, and each sign-in, new device, password and two-step
  change. Columns: time (UTC), event, document, share link, address hash (a one-way
  code of the address it came from: the same address gives the same code, the address
  itself is not kept) and details. Entries are kept for a year unless the server is set
  otherwise.

README.txt
  This file.

Analyses and answers explain what a document says; they are not legal advice.
`;
}
