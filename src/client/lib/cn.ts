import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind class win over an earlier conflicting one (`p-2` then `p-4`). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
