/**
 * The staff accounts of the test steps' seeded database (scripts/lib/seeded-database.ts): the
 * integration, e2e and scale steps copy one database, so they sign in with the same ones.
 */
export const testAccounts = {
  ADMIN_EMAIL: 'e2e-admin@example.com',
  ADMIN_PASSWORD: 'e2e-password-1234',
  // The seed's other staff roles, with known passwords (tests/server/staff-roles.server.spec.ts).
  EDITOR_EMAIL: 'e2e-editor@example.com',
  EDITOR_PASSWORD: 'e2e-editor-password-1234',
  CUSTOMER_SERVICE_EMAIL: 'e2e-service@example.com',
  CUSTOMER_SERVICE_PASSWORD: 'e2e-service-password-1234',
  // The Belgian and Dutch stores' editors (tests/server/store-tenancy.server.spec.ts).
  EDITOR_CBBE_EMAIL: 'e2e-editor-cbbe@example.com',
  EDITOR_CBBE_PASSWORD: 'e2e-editor-cbbe-password-1234',
  EDITOR_CBNL_EMAIL: 'e2e-editor-cbnl@example.com',
  EDITOR_CBNL_PASSWORD: 'e2e-editor-cbnl-password-1234',
}
