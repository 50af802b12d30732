import { Link } from 'wouter';
import { TEMPLATE_IDS } from '../../../domain/design';
import { TEMPLATE_READ_BACK } from '../../../domain/template-read-back';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { DESIGN_TEXTS } from '../../lib/i18n/namespaces/design';
import { TEMPLATES_TEXTS } from '../../lib/i18n/namespaces/templates';
import { useT } from '../../lib/i18n/use-t';
import { TEMPLATE_OPTIONS, templateThumbnailUrl } from '../../shared/templates/template-options';

/**
 * Every template as its real first page (the sample resume typeset by the server, cached there), with its name
 * and character. 'Use this template' opens the builder on the visitor's own content in that template. The
 * templates' names, descriptions and read-back are the design step's words, so both screens say the same.
 */
export function TemplateGallery() {
  const { t } = useT(TEMPLATES_TEXTS);
  const { t: design } = useT(DESIGN_TEXTS);
  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-4">
      <h2 id="templates-heading" className="text-2xl font-bold">
        {t('gallery.heading', { count: TEMPLATE_IDS.length })}
      </h2>
      <ul
        aria-label={t('gallery.list')}
        className="grid grid-cols-1 gap-6 min-[420px]:grid-cols-2 lg:grid-cols-4"
      >
        {TEMPLATE_OPTIONS.map((option) => {
          const name = design(`template.${option.id}.name`);
          const { pdf, docx } = TEMPLATE_READ_BACK[option.id];
          return (
            <li
              key={option.id}
              className="group relative flex flex-col gap-2 rounded-lg border border-border bg-background p-3 shadow-sm"
            >
              <span className="block aspect-[8.5/11] overflow-hidden rounded border border-border bg-white">
                <img
                  src={templateThumbnailUrl(option.id)}
                  alt={t('gallery.image', { name })}
                  loading="lazy"
                  decoding="async"
                  width={612}
                  height={792}
                  className="size-full object-contain"
                />
              </span>
              <h3 className="font-semibold">{name}</h3>
              <p className="text-muted-foreground text-sm">{design(`template.${option.id}.description`)}</p>
              <p className="text-sm">
                {pdf === 100 && docx === 100
                  ? design('readBack.all')
                  : design('readBack.some', { pdf, docx })}
              </p>
              <Link
                href={`/write/personal-details?design=${option.id}`}
                className={cn(buttonVariants({ size: 'sm', variant: 'outline' }), 'mt-auto')}
                aria-label={t('gallery.useNamed', { name })}
              >
                {t('gallery.use')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
