/** São Paulo, the nearest to Entre Ríos; firebase.json's rewrites name it too. */
export const FUNCTION_REGION = 'southamerica-east1';
