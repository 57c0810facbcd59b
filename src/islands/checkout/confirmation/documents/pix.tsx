import { PixAwaiting } from '../PixAwaiting';
import type { DocumentScreen } from './screen';

export const screen: DocumentScreen<'pix'> = { kind: 'pix', view: (result, pix) => <PixAwaiting result={result} pix={pix} /> };
