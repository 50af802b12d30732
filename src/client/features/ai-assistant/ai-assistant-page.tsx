import { BotIcon, CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { MCP_TOOLS, mcpConfigBlock, mcpCurlExample } from '../../../domain/mcp-tools';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

export const AI_ASSISTANT_TITLE = 'Use Resumable from your AI assistant';

/** A block of text to paste elsewhere, with a button that copies it. */
function CopyBlock({ label, text }: { label: string; text: string }) {
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
          {copyState === 'copied' ? 'Copied' : 'Copy'}
          <span className="sr-only"> {label}</span>
        </Button>
      </figcaption>
      <pre
        // Scrollable, so it takes the keyboard's focus (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-md border bg-muted p-3 text-xs leading-relaxed"
      >
        <code>{text}</code>
      </pre>
      {copyState === 'failed' && (
        <p className="text-sm text-muted-foreground" role="status">
          Copying is blocked in this browser: select the text and copy it.
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
  useEffect(() => {
    document.title = `${AI_ASSISTANT_TITLE} | Resumable`;
  }, []);
  const origin = window.location.origin;
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-3">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <BotIcon aria-hidden="true" className="size-8 shrink-0" /> {AI_ASSISTANT_TITLE}
        </h1>
        <p className="text-muted-foreground">
          Claude, ChatGPT, Cursor and other assistants that speak the Model Context Protocol (MCP) can read
          your resumes, check them against a job ad, tailor a copy and write a cover letter with Resumable's
          own engine and templates. Every change an assistant makes is kept in the resume's version history
          under the token's name, so you can see it and undo it.
        </p>
        <p>
          An assistant that signs in with OAuth needs only the address <code>{`${origin}/mcp`}</code>: it
          opens a page here where you allow it to read, or read and change, your resumes. You can disconnect
          it in Account settings. The token below is for the others, and for scripts.
        </p>
      </header>

      <section className="grid gap-3" aria-labelledby="assistant-step-token">
        <h2 id="assistant-step-token" className="text-xl font-semibold">
          1. Create a token
        </h2>
        <p>
          In{' '}
          <Link href="/account-settings" className="underline underline-offset-4">
            Account settings
          </Link>
          , under Personal access tokens, create a token for the assistant. Choose “Read only” to let it read
          and check your resumes, or “Read and write” to let it change them and save jobs too. The token is
          shown once: copy it into the config below in place of <code>&lt;your token&gt;</code>.
        </p>
      </section>

      <section className="grid gap-3" aria-labelledby="assistant-step-desktop">
        <h2 id="assistant-step-desktop" className="text-xl font-semibold">
          2. Connect a desktop assistant
        </h2>
        <p>
          Add this server to the assistant's MCP configuration (for example the <code>mcpServers</code> block
          of its config file), then restart it. The server speaks Streamable HTTP at <code>{origin}/mcp</code>
          .
        </p>
        <CopyBlock label="Desktop assistant configuration (JSON)" text={mcpConfigBlock(origin)} />
      </section>

      <section className="grid gap-3" aria-labelledby="assistant-step-script">
        <h2 id="assistant-step-script" className="text-xl font-semibold">
          Or call it from a script
        </h2>
        <p>
          Any HTTP client can call the tools with JSON-RPC. This lists your resumes with curl. The same token
          also works on the REST API, described in{' '}
          <a href="/api/openapi.json" className="underline underline-offset-4">
            its OpenAPI document
          </a>
          .
        </p>
        <CopyBlock label="curl" text={mcpCurlExample(origin)} />
      </section>

      <section className="grid gap-3" aria-labelledby="assistant-tools">
        <h2 id="assistant-tools" className="text-xl font-semibold">
          The tools
        </h2>
        <p>
          Resumes and saved jobs are also readable as resources (
          <code>resumable://resumes/&#123;id&#125;</code> and <code>resumable://jobs/&#123;id&#125;</code>).
        </p>
        <ul className="divide-y rounded-md border" aria-label="MCP tools">
          {MCP_TOOLS.map((tool) => (
            <li key={tool.name} className="grid gap-1 p-3" data-testid="mcp-tool">
              <p className="flex flex-wrap items-center gap-2">
                <code className="font-semibold">{tool.name}</code>
                <Badge variant="secondary">
                  {tool.scope === 'write' ? 'Needs a read and write token' : 'Any token'}
                </Badge>
              </p>
              <p className="text-sm text-muted-foreground">{tool.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
