import { useStore } from '@nanostores/react';
import { $accountIdentity } from '~/stores/checkout/account/account';

/** Avatar (initials when there is none), name and e-mail of the logged-in buyer (part 1 §2). */
export function AccountIdentity() {
  const identity = useStore($accountIdentity);
  if (!identity) return null;
  return (
    <div className="account-identity">
      {identity.avatar ? (
        // The name is written beside it, so the picture is decorative.
        <img className="account-identity__avatar" src={identity.avatar} alt="" width={48} height={48} />
      ) : (
        <span className="account-identity__avatar account-identity__avatar--initials" aria-hidden="true">
          {identity.initials}
        </span>
      )}
      <div className="account-identity__text">
        <p className="account-identity__name">{identity.name}</p>
        <p className="account-identity__email">{identity.email}</p>
      </div>
    </div>
  );
}
