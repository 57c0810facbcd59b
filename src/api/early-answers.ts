/**
 * The office answers the checkout page asked for before its JavaScript arrived (decision 048): the page's first
 * inline script (src/components/checkout/early-calls.js) starts the GET calls the load sequence makes from the URL
 * alone and leaves each answer here under its exact URL. The first call for that URL takes it instead of asking
 * again; the load sequence drops what no call took when it ends, so nothing later reads an old answer.
 */
type EarlyAnswers = Record<string, Promise<Response> | undefined>;

/** The name of the page's global the inline script fills. */
export const EARLY_ANSWERS_GLOBAL = 'earlyAnswers';

const answers = () => (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] as EarlyAnswers | undefined;

/**
 * The page's answer for a GET of `url`, taken once; undefined when the page did not ask for it (or it was taken).
 * Example: takeEarlyAnswer('https://office-api.example.com/br/office/search-locale-by-ip') // Promise<Response>, then undefined
 */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const all = answers();
  const answer = all?.[url];
  if (all && answer) delete all[url];
  return answer;
}

/** Forgets the answers no call took: after the load sequence every call asks the office itself. */
export function dropEarlyAnswers(): void {
  delete (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
}
