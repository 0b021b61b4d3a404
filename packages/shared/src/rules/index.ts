export * from './ordering.js';
export * from './section-order.js';
