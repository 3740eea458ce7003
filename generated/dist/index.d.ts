export * from './credits.js';
export * from './errors.js';
export * from './guards.js';
export * from './methods.js';
export * from './types.js';
export * from './validation.js';
export * from './validators.js';
