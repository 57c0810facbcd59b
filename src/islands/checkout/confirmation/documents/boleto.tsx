import { BoletoDocument } from '../BoletoDocument';
import type { DocumentScreen } from './screen';

export const screen: DocumentScreen<'boleto'> = { kind: 'boleto', view: (result, boleto) => <BoletoDocument result={result} boleto={boleto} /> };
