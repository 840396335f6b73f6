import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as restoreHandlers from './event-restore.handlers';
import * as restoreRoutes from './event-restore.routes';
import * as inventoryHandlers from './inventory.handlers';
import * as inventoryRoutes from './inventory.routes';
import * as maintenanceHandlers from './maintenance.handlers';
import * as maintenanceRoutes from './maintenance.routes';
import * as healthHandlers from './payment-health.handlers';
import * as healthRoutes from './payment-health.routes';
import * as userHandlers from './users.handlers';
import * as userRoutes from './users.routes';

export { matchesUserSearch } from './users.queries';

/** The admin panel's API: users and roles, payment health, maintenance runs, inventory, restore. */
export function registerAdmin(app: OpenAPIHono<AppEnv>) {
  app.openapi(userRoutes.listUsers, userHandlers.listUsers);
  app.openapi(userRoutes.changeUserRole, userHandlers.changeUserRole);
  app.openapi(healthRoutes.getPaymentHealth, healthHandlers.getPaymentHealth);
  app.openapi(maintenanceRoutes.cancelPendingPayments, maintenanceHandlers.cancelPendingPayments);
  app.openapi(maintenanceRoutes.runAutoCancellation, maintenanceHandlers.runAutoCancellation);
  app.openapi(inventoryRoutes.listEventsWithTickets, inventoryHandlers.listEventsWithTickets);
  app.openapi(inventoryRoutes.listSalesStats, inventoryHandlers.listSalesStats);
  app.openapi(restoreRoutes.restoreEvent, restoreHandlers.restoreEvent);
  app.openapi(healthRoutes.settleRefund, healthHandlers.settleRefund);
}
