import english from '../catalogs/subscription/en';
import { defineNamespace } from '../namespaces';

export const SUBSCRIPTION_TEXTS = defineNamespace('subscription', english);
