import { env } from '~/config/env';

/* Helpers for the documents the sandbox gateway's pending answers carry (part 2 §3 "Payment artifacts"). */

const DAY_MS = 86_400_000;

/** The ISO date `daysAhead` days from now (a due date). */
export const isoDate = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);

/** A document page or file the office would host, under its `/sandbox-documents/<kind>/`. */
export const officeDocument = (kind: string, file: string) => `${env.PUBLIC_OFFICE_URL}/sandbox-documents/${kind}/${file}`;

/** The PDF of a slip the office would host. */
export const documentPdf = (kind: string, id: string) => officeDocument(kind, `${id}.pdf`);
