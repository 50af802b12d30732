import english from '../catalogs/plans/en';
import { defineNamespace } from '../namespaces';

export const PLANS_TEXTS = defineNamespace('plans', english);
