/** The pix "copia e cola" code (BR Code, an EMV QR payload) the sandbox gateway gives for a pix or a boleto. */

/** CRC-16/CCITT-FALSE, the checksum that ends a pix "copia e cola" code. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const emv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A well-formed static pix payload (BR Code) for the amount, in cents. */
export function pixCode(cents: number, txid: string): string {
  const account = emv('00', 'br.gov.bcb.pix') + emv('01', 'pix@sandbox.test');
  const body =
    emv('00', '01') + emv('26', account) + emv('52', '0000') + emv('53', '986') + emv('54', (cents / 100).toFixed(2)) +
    emv('58', 'BR') + emv('59', 'SANDBOX CHECKOUT') + emv('60', 'SAO PAULO') + emv('62', emv('05', txid)) + '6304';
  return body + crc16(body);
}
