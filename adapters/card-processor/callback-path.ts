/** Where a processor sends the dealer back after authorizing (our callback route; the contract names the same path). */
export const CONNECT_CALLBACK_PATH = '/api/dealer/dealership/stripe_connect/callback/';
