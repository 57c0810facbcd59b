import { pixQrImage } from '~/sandbox/images/document-images';
import { pixCode } from '~/sandbox/images/pix-code';
import { absent, type SandboxCharge } from './charge';
import { officeDocument } from './documents';
import { methodForm, pendingScreen, QA_PLANS } from './qa-states';

/**
 * A pix (part 2 §4.2 BRL, §5: the CPF/CNPJ): its copy-paste code, the QR image of it (or, with
 * `sandbox-pix-image=missing`, an office address the sandbox does not serve, so step 3 draws the QR itself; decision
 * 046) and the hash token the notification poll uses (part 2 §4.5).
 */
export const pix = {
  method: 'pix',
  currencies: ['BRL'],
  missing: (payload) => absent(payload, ['cpf_or_cnpj']),
  document: 'pix',
  pending: (gateway, { id, cents, imageMissing, next, office }) => {
    const code = pixCode(cents, id.replace(/\W/g, ''));
    gateway.pix = { qrCode: code, qrCodeUrl: imageMissing ? officeDocument(office, 'pix-qr', `${id}.png`) : pixQrImage(code) };
    return { hashToken: `pix_sandbox_${next()}` };
  },
  states: [
    methodForm('pix', QA_PLANS.brl, 'br', 'pix', 'the pix form: CPF/CNPJ only', 'payment:brazil.pix_intro'),
    pendingScreen('pix', 'br', 'pix', 'the pix QR, awaiting payment (the sandbox pays it on the third poll, after 15 s)', 'payment:confirmation.awaiting_payment'),
    pendingScreen('pix-expired', 'br', 'pix-expired', 'an expired pix, generate a new one', 'payment:confirmation.pix_expired_title'),
  ],
} satisfies SandboxCharge;
