import { getScenario, setScenario } from './scenario';

/*
 * The e-mail verification code of the sandbox registration (part 1 §4). No e-mail is sent: the code is
 * kept in the session scenario so the sandbox banner can show it to whoever is testing.
 */

type Listener = (code: string | null) => void;
const listeners = new Set<Listener>();

/**
 * The code the sandbox last "sent", or null when none was asked for in this session.
 *
 * @example getSandboxVerificationCode() // '482913'
 */
export function getSandboxVerificationCode(): string | null {
  return getScenario().verificationCode;
}

/**
 * Calls `listener` each time the sandbox issues a code (the banner re-renders with it). Returns the unsubscribe.
 *
 * @example const stop = onSandboxVerificationCode((code) => render(code)); stop();
 */
export function onSandboxVerificationCode(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A fresh 6-digit code, leading zeros kept (e.g. '043918'), from the platform's CSPRNG. */
export function newVerificationCode(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(n % 1_000_000).padStart(6, '0');
}

/** Issues a new code for the session and tells the listeners. Used by the sandbox registration handler. */
export function issueSandboxVerificationCode(): string {
  const code = newVerificationCode();
  setScenario({ verificationCode: code });
  for (const listener of listeners) listener(code);
  return code;
}
