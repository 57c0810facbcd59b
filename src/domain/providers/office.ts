/**
 * The office itself (part 2 §4.1, §4.3): it charges the sponsor's Brazilian wallet (pagSeguro, whose script and
 * frame are the sponsor wallet's configuration, decision 034) and debits saved cards on their own gateway. No fields
 * and no endpoint of a provider. The manifest's facts are described in manifest.ts.
 */
export const letter = null;
export const gatewayName = 'office';
export const endpointBase = null;
