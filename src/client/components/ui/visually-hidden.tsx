import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';
import type * as React from 'react';

/**
 * Content for screen readers only, such as the preview's resume text beside its page images. Unlike the
 * `sr-only` class it works where no stylesheet applies yet, because its hiding styles are inline.
 */
export function VisuallyHidden(props: React.ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root {...props} />;
}
