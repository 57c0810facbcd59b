import { useEffect, useState } from 'react';
import { getLoginStatus } from '~/api/account/login-status';
import { errorMessageKey } from '~/api/errors';

type Status =
  | { state: 'starting' }
  | { state: 'ready'; who: string }
  | { state: 'failed'; key: string };

/**
 * QA-only island (internal page, English on purpose): starts the sandbox service worker
 * and shows who the sandbox office says is logged in, proving the browser sandbox answers.
 */
export default function SandboxStatus() {
  const [status, setStatus] = useState<Status>({ state: 'starting' });

  async function load() {
    setStatus({ state: 'starting' });
    try {
      // msw/browser exists only for browsers, so it is loaded after hydration.
      const { startSandbox } = await import('~/sandbox/browser');
      await startSandbox();
      const { user } = await getLoginStatus({ checkTeamAccount: true });
      setStatus({ state: 'ready', who: user.isLogged ? `${user.name} <${user.email}> (${user.country})` : 'visitor' });
    } catch (error) {
      setStatus({ state: 'failed', key: errorMessageKey(error) });
    }
  }

  useEffect(() => {
    void load();
  }, []);

  return (
    <output aria-live="polite" data-state={status.state}>
      {status.state === 'starting' && 'Starting the sandbox…'}
      {status.state === 'ready' && `Sandbox office answers. Logged in: ${status.who}`}
      {status.state === 'failed' && (
        <>
          Sandbox call failed ({status.key}).{' '}
          <button type="button" className="button button--ghost" onClick={() => void load()}>
            Retry
          </button>
        </>
      )}
    </output>
  );
}
