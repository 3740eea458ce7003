export * from './guards.js';
export * from './types.js';
export * from './validation.js';
export * from './validators.js';
