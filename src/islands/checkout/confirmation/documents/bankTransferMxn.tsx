import { TransferDocument } from '../TransferDocument';
import type { DocumentScreen } from './screen';

export const screen: DocumentScreen<'bankTransferMxn'> = { kind: 'bankTransferMxn', view: (result, transfer) => <TransferDocument result={result} transfer={transfer} /> };
