import { Link } from 'wouter';
import { TEMPLATE_IDS } from '../../../domain/design';
import { readBackSummary } from '../../../domain/template-read-back';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { TEMPLATE_OPTIONS, templateThumbnailUrl } from '../../shared/templates/template-options';

/**
 * Every template as its real first page (the sample resume typeset by the server, cached there), with its name
 * and character. 'Use this template' opens the builder on the visitor's own content in that template.
 */
export function TemplateGallery() {
  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-4">
      <h2 id="templates-heading" className="text-2xl font-bold">
        {TEMPLATE_IDS.length} templates
      </h2>
      <ul aria-label="Templates" className="grid grid-cols-1 gap-6 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {TEMPLATE_OPTIONS.map((option) => (
          <li
            key={option.id}
            className="group relative flex flex-col gap-2 rounded-lg border border-border bg-background p-3 shadow-sm"
          >
            <span className="block aspect-[8.5/11] overflow-hidden rounded border border-border bg-white">
              <img
                src={templateThumbnailUrl(option.id)}
                alt={`The ${option.name} template with a sample resume`}
                loading="lazy"
                decoding="async"
                width={612}
                height={792}
                className="size-full object-contain"
              />
            </span>
            <h3 className="font-semibold">{option.name}</h3>
            <p className="text-muted-foreground text-sm">{option.description}</p>
            <p className="text-sm">{readBackSummary(option.id)}</p>
            <Link
              href={`/write/personal-details?design=${option.id}`}
              className={cn(buttonVariants({ size: 'sm', variant: 'outline' }), 'mt-auto')}
              aria-label={`Use this template: ${option.name}`}
            >
              Use this template
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
