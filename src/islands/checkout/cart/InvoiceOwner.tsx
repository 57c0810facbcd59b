import { useStore } from '@nanostores/react';
import { $invoiceOwner } from '~/stores/checkout/session';
import { useT } from '../i18n';
import './cart.css';

/**
 * Whose invoice the buyer is paying, when someone else pays it (anyone-can-pay=1 with user-id, part 1 §6: "the
 * owner's name is shown"). Hidden otherwise. The name is the office's data, rendered by React as text.
 */
export function InvoiceOwner() {
  const t = useT();
  const owner = useStore($invoiceOwner);
  if (!owner) return null;
  return <p className="invoice-owner card">{t('checkout:cart.invoice_owner', { name: owner.name })}</p>;
}
