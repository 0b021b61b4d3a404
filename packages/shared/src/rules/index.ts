export * from './ordering.js';
export * from './section-order.js';
export * from './contrast.js';
export * from './security-txt.js';
