import type { Platform } from './transport.js';
export declare const platform: Platform;
