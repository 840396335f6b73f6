/**
 * The permission matrix lives in the shared package (`openapi/src/permissions.ts`), so the web app's
 * tests use the same one; the server code keeps importing it from here.
 */
export { can, type Permission, permissions, permissionsOf, type Role, roleOf, roles } from '@pentas/openapi';
