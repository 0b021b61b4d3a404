/** Our own product's name, shown on the 'Built on' badge. */
export const PRODUCT_NAME = 'Beacon Trust';
