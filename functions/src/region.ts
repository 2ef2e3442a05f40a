/** Where the pages function runs, and the region firebase.json's rewrites name: São Paulo, the nearest to Entre Ríos. */
export const FUNCTION_REGION = 'southamerica-east1';
