export * from './cart-link';
export * from './catalog';
export * from './client';
export * from './currency';
export * from './fees';
export * from './payment-methods';
export type { components, operations, paths } from './schema';
export * from './time';
export * from './urls';
