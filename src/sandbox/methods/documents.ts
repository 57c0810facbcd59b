/* Helpers for the documents the sandbox gateway's pending answers carry (part 2 §3 "Payment artifacts"). */

const DAY_MS = 86_400_000;

/** The ISO date `daysAhead` days from now (a due date). */
export const isoDate = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);

/**
 * A document page or file the office (its URL, PendingContext's `office`) would host, under its
 * `/sandbox-documents/<kind>/`. Example: officeDocument('https://office.example.com', 'nequi', 'n1') ends with
 * '/sandbox-documents/nequi/n1'.
 */
export const officeDocument = (office: string, kind: string, file: string) => `${office}/sandbox-documents/${kind}/${file}`;

/** The PDF of a slip the office would host. */
export const documentPdf = (office: string, kind: string, id: string) => officeDocument(office, kind, `${id}.pdf`);
