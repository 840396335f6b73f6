export * from './affiliates';
export * from './events';
export * from './manual-tickets';
export * from './operations';
export * from './orders';
export * from './tickets';
export * from './uploads';
export * from './users';
