/** The operator token the e2e server starts with (playwright.config.ts), for back-office specs. */
export const E2E_ADMIN_TOKEN = 'e2e-operator-token';
