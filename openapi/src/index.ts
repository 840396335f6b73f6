export * from './catalog';
export * from './client';
export * from './currency';
export type { components, operations, paths } from './schema';
export * from './time';
export * from './urls';
