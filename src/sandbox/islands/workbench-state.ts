import type { AfterRenderName, PrepareName } from './workbench-prepare';

/** A named QA state of a checkout island (decision 018): the data /sandbox lists and the workbench brings about. */
export interface WorkbenchState {
  id: string;
  island: string;
  slug: string;
  /** The sandbox account (sandbox-user); none: a visitor. */
  user?: string;
  /** More URL parameters the load reads (aid=, order=...). */
  query?: Record<string, string>;
  prepare?: PrepareName;
  /** What the state does once its island shows (a payment through the island's mounted fields). */
  after?: AfterRenderName;
  note: string;
  /** A text the state shows, as a translation key and its values: what QA (and the browser suite) looks for. */
  shows: { key: string; values?: Record<string, string> };
}
