import { BotIcon, CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { MCP_TOOLS, mcpConfigBlock, mcpCurlExample } from '../../../domain/mcp-tools';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { AI_ASSISTANT_TEXTS } from '../../lib/i18n/namespaces/ai-assistant';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';

/** An address, a config key or a command: the same in every language. */
const code = (chunk: string) => <code translate="no">{chunk}</code>;

/** A block of text to paste elsewhere, with a button that copies it. */
function CopyBlock({ label, text }: { label: string; text: string }) {
  const { t } = useT(AI_ASSISTANT_TEXTS);
  const id = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <figure className="grid gap-2" aria-labelledby={id}>
      <figcaption className="flex items-center justify-between gap-2 text-sm font-medium">
        <span id={id}>{label}</span>
        <Button variant="outline" size="sm" onClick={copy}>
          {copyState === 'copied' ? (
            <CheckIcon aria-hidden="true" className="size-4" />
          ) : (
            <CopyIcon aria-hidden="true" className="size-4" />
          )}
          {copyState === 'copied' ? t('copied') : t('copy')}
          <span className="sr-only"> {label}</span>
        </Button>
      </figcaption>
      <pre
        // Scrollable, so it takes the keyboard's focus (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-md border bg-muted p-3 text-xs leading-relaxed"
        // Code reads left to right in every language.
        dir="ltr"
        translate="no"
      >
        <code>{text}</code>
      </pre>
      {copyState === 'failed' && (
        <p className="text-sm text-muted-foreground" role="status">
          {t('copyBlocked')}
        </p>
      )}
    </figure>
  );
}

/**
 * "Use Resumable from your AI assistant" (issue 34 item 5): how to connect a desktop assistant or a script to
 * the MCP server at /mcp with a personal access token, and the tools it offers, printed from the same list the
 * server registers its tools from (src/domain/mcp-tools.ts).
 */
export default function AiAssistantPage() {
  const { t } = useT(AI_ASSISTANT_TEXTS);
  const title = t('title');
  useEffect(() => {
    document.title = `${title} | Resumable`;
  }, [title]);
  const origin = window.location.origin;
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-3">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <BotIcon aria-hidden="true" className="size-8 shrink-0" /> {title}
        </h1>
        <p className="text-muted-foreground">{t('intro')}</p>
        <p>{withTags(t('oauth', { address: `${origin}/mcp` }), { code })}</p>
      </header>

      <section className="grid gap-3" aria-labelledby="assistant-step-token">
        <h2 id="assistant-step-token" className="text-xl font-semibold">
          {t('token.title')}
        </h2>
        <p>
          {withTags(t('token.text', { placeholder: '<your token>' }), {
            code,
            settings: (chunk) => (
              <Link href="/account-settings" className="underline underline-offset-4">
                {chunk}
              </Link>
            ),
          })}
        </p>
      </section>

      <section className="grid gap-3" aria-labelledby="assistant-step-desktop">
        <h2 id="assistant-step-desktop" className="text-xl font-semibold">
          {t('desktop.title')}
        </h2>
        <p>{withTags(t('desktop.text', { address: `${origin}/mcp` }), { code })}</p>
        <CopyBlock label={t('desktop.label')} text={mcpConfigBlock(origin)} />
      </section>

      <section className="grid gap-3" aria-labelledby="assistant-step-script">
        <h2 id="assistant-step-script" className="text-xl font-semibold">
          {t('script.title')}
        </h2>
        <p>
          {withTags(t('script.text'), {
            doc: (chunk) => (
              <a href="/api/openapi.json" className="underline underline-offset-4">
                {chunk}
              </a>
            ),
          })}
        </p>
        <CopyBlock label={t('script.label')} text={mcpCurlExample(origin)} />
      </section>

      <section className="grid gap-3" aria-labelledby="assistant-tools">
        <h2 id="assistant-tools" className="text-xl font-semibold">
          {t('tools.title')}
        </h2>
        <p>
          {withTags(
            t('tools.resources', { resumes: 'resumable://resumes/{id}', jobs: 'resumable://jobs/{id}' }),
            {
              code,
            },
          )}
        </p>
        <ul className="divide-y rounded-md border" aria-label={t('tools.label')}>
          {MCP_TOOLS.map((tool) => (
            <li key={tool.name} className="grid gap-1 p-3" data-testid="mcp-tool">
              <p className="flex flex-wrap items-center gap-2">
                <code className="font-semibold" translate="no">
                  {tool.name}
                </code>
                <Badge variant="secondary">
                  {tool.scope === 'write' ? t('tools.write') : t('tools.any')}
                </Badge>
              </p>
              {/* The server's own description of the tool, as assistants read it: English only. */}
              <p className="text-sm text-muted-foreground" lang="en">
                {tool.summary}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
