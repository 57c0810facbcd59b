import { pixQrImage } from '~/sandbox/images/document-images';
import { pixCode } from '~/sandbox/images/pix-code';
import { absent, type SandboxCharge } from './charge';
import { officeDocument } from './documents';

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
  pending: (gateway, { id, cents, imageMissing, next }) => {
    const code = pixCode(cents, id.replace(/\W/g, ''));
    gateway.pix = { qrCode: code, qrCodeUrl: imageMissing ? officeDocument('pix-qr', `${id}.png`) : pixQrImage(code) };
    return { hashToken: `pix_sandbox_${next()}` };
  },
} satisfies SandboxCharge;
