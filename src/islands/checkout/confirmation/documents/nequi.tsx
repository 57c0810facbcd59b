import { NequiDocument } from '../NequiDocument';
import type { DocumentScreen } from './screen';

export const screen: DocumentScreen<'nequi'> = { kind: 'nequi', view: (result, nequi) => <NequiDocument result={result} nequi={nequi} /> };
