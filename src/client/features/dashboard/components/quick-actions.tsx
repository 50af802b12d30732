import { BriefcaseIcon, FilePlusIcon, FileUpIcon, LayoutTemplateIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '../../../components/ui/card';
import { DASHBOARD_TEXTS } from '../../../lib/i18n/namespaces/dashboard';
import { useT } from '../../../lib/i18n/use-t';

const ACTIONS = [
  {
    href: '/write/personal-details?new=true',
    key: 'create',
    Icon: FilePlusIcon,
  },
  {
    href: '/ats-templates',
    key: 'templates',
    Icon: LayoutTemplateIcon,
  },
  {
    href: '/import',
    key: 'import',
    Icon: FileUpIcon,
  },
  // A main feature (issue 29.17): not only in the name menu.
  {
    href: '/jobs',
    key: 'jobs',
    Icon: BriefcaseIcon,
  },
  {
    href: '/account-settings',
    key: 'account',
    Icon: SettingsIcon,
  },
] as const;

export function QuickActions() {
  const { t } = useT(DASHBOARD_TEXTS);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {ACTIONS.map(({ href, key, Icon }) => (
        <Link
          key={href}
          href={href}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Card className="h-full transition-colors hover:bg-muted">
            <CardContent className="flex items-start gap-3 p-5">
              <Icon aria-hidden className="size-6 text-brand-700" />
              <div>
                <h3 className="font-semibold">{t(`actions.${key}.label`)}</h3>
                <p className="text-muted-foreground text-sm">{t(`actions.${key}.text`)}</p>
              </div>
            </CardContent>
          </Card>
        </Link>
      ))}
    </div>
  );
}
