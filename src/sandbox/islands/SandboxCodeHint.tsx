import { useEffect, useState } from 'react';
import { getSandboxVerificationCode, onSandboxVerificationCode } from '~/sandbox/verification';
import { useT } from '~/islands/checkout/i18n';

/**
 * Sandbox only: the code the sandbox "e-mailed", so a tester can type it. Loaded by VerificationForm
 * through a dynamic import behind `import.meta.env.PUBLIC_MODE === 'sandbox'`, so a live build has none of it.
 */
export default function SandboxCodeHint() {
  const t = useT();
  const [code, setCode] = useState(getSandboxVerificationCode);
  useEffect(() => onSandboxVerificationCode(setCode), []);
  if (!code) return null;
  return (
    <p className="sandbox-hint" role="note">
      {t('common:sandbox.verification_code', { code })}
    </p>
  );
}
