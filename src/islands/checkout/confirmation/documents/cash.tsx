import { CashDocument } from '../CashDocument';
import type { DocumentScreen } from './screen';

export const screen: DocumentScreen<'cash'> = { kind: 'cash', view: (result, cash) => <CashDocument result={result} cash={cash} /> };
