import { Link } from 'wouter';
import { useMarketingStats } from './use-marketing-stats';

/** Links to the public pages and the support address from the server's config (SUPPORT_EMAIL). */
export function SiteFooter() {
  const { data } = useMarketingStats();
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-muted-foreground sm:grid-cols-3">
        <div>
          <p className="font-semibold text-foreground">Resumable</p>
          <p className="mt-2">
            Build a resume step by step, see it as you write, download it when it is ready.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid gap-2">
            <li>
              <Link className="underline-offset-4 hover:underline" href="/ats-templates">
                Resume templates
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" href="/blog">
                Blog
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" href="/privacy">
                Privacy policy
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" href="/terms">
                Terms of service
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-foreground">Need help?</p>
          {/* The address arrives with the stats; the line keeps its height meanwhile. */}
          <p className="mt-2 min-h-5">
            {data ? (
              <a className="text-brand-700 underline underline-offset-4" href={`mailto:${data.supportEmail}`}>
                {data.supportEmail}
              </a>
            ) : null}
          </p>
        </div>
      </div>
    </footer>
  );
}
