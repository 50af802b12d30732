import english from '../catalogs/checkout/en';
import { defineNamespace } from '../namespaces';

export const CHECKOUT_TEXTS = defineNamespace('checkout', english);
