import english from '../catalogs/blog/en';
import { defineNamespace } from '../namespaces';

/** The blog's index and the frame around an article; the articles themselves exist in English only. */
export const BLOG_TEXTS = defineNamespace('blog', english);
