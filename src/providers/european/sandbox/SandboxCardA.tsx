import type { CollectedPayment, ProviderFieldsProps } from '../../provider';
import { SandboxCardFrame, type CollectedCard } from '../../sandbox/SandboxCardFrame';
import { SepaFields } from '../SepaFields';

/**
 * Provider A's sandbox twin (DESIGN.md "Payments"): card fields in the sandbox's frame, answered as Adyen's secured
 * fields are (`card-encrypt`, `browserInfo` and the device fingerprint `riskData`; the sandbox token stands in the
 * encrypted number), and the same SEPA
 * fields as the live adapter.
 */
export function Fields(props: ProviderFieldsProps) {
  return props.method === 'sepa' ? <SepaFields {...props} /> : <SandboxCardFrame provider="a" props={props} toPayment={toPayment} />;
}

function toPayment(card: CollectedCard, holderName: string): CollectedPayment {
  return {
    'card-encrypt': {
      encryptedCardNumber: card.token,
      encryptedExpiryMonth: `sandbox_enc_${card.expMonth}`,
      encryptedExpiryYear: `sandbox_enc_20${card.expYear}`,
      encryptedSecurityCode: 'sandbox_enc_cvc',
      holderName,
    },
    browserInfo: {
      acceptHeader: '*/*',
      colorDepth: screen.colorDepth,
      language: navigator.language,
      javaEnabled: false,
      screenHeight: screen.height,
      screenWidth: screen.width,
      userAgent: navigator.userAgent,
      timeZoneOffset: new Date().getTimezoneOffset(),
    },
    riskData: { clientData: 'sandbox_device_fingerprint' },
  };
}
