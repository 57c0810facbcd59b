/*
 * What the buyer typed into a method's own fields (the CPF or CNPJ, the phone, the payer's e-mail, the DNI, the bank
 * chosen), kept for the page while the method's panel comes and goes: switching between pix and boleto, or "Gerar
 * novo PIX" after a pix expired, finds it again instead of asking for it twice (WCAG 3.3.7, Redundant Entry). In
 * this page's memory only, never in storage; the card's fields are never kept (decision 024), nor a one-time code.
 */

const typed = new Map<string, string>();

/** The value last typed into the field `name` on this page, or `fallback` when there is none. */
export function typedValue(name: string, fallback = ''): string {
  return typed.get(name) ?? fallback;
}

/** Keeps what the buyer typed into `name`. Example: keepTyped('cpfOrCnpj', '529.982.247-25'). */
export function keepTyped(name: string, value: string): void {
  typed.set(name, value);
}

/** Forgets every kept value (a test's fresh page). */
export function forgetTyped(): void {
  typed.clear();
}
