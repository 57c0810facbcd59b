import { MaskedInput } from '~/providers/MaskedInput';
import { AddressBlock, type AddressBlockProps } from './AddressBlock';

/**
 * The address block with its masked fields (part 2 §5: the Brazilian zip and state), for a currency whose address
 * has masks (`addressHasMasks`). A file of its own so that the masked input loads only with such an address.
 */
export function MaskedAddressBlock(props: Omit<AddressBlockProps, 'maskedInput'>) {
  return <AddressBlock {...props} maskedInput={MaskedInput} />;
}
