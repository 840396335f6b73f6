export const TEMPLATE_DB = 'pentas_template';
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';
