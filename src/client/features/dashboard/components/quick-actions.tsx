import { BriefcaseIcon, FilePlusIcon, FileUpIcon, LayoutTemplateIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '../../../components/ui/card';

const ACTIONS = [
  {
    href: '/write/personal-details?new=true',
    label: 'Create New Resume',
    text: 'Start from a blank resume',
    Icon: FilePlusIcon,
  },
  {
    href: '/ats-templates',
    label: 'Resume Templates',
    text: 'Start from an ATS-friendly template',
    Icon: LayoutTemplateIcon,
  },
  {
    href: '/import',
    label: 'Import',
    text: 'Start from my resume: PDF, Word, JSON Resume or LinkedIn export',
    Icon: FileUpIcon,
  },
  // A main feature (issue 29.17): not only in the name menu.
  {
    href: '/jobs',
    label: 'Jobs',
    text: 'Save job ads, match your resume to them and track your applications',
    Icon: BriefcaseIcon,
  },
  {
    href: '/account-settings',
    label: 'Account Settings',
    text: 'Profile and subscription',
    Icon: SettingsIcon,
  },
] as const;

export function QuickActions() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {ACTIONS.map(({ href, label, text, Icon }) => (
        <Link
          key={href}
          href={href}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Card className="h-full transition-colors hover:bg-muted">
            <CardContent className="flex items-start gap-3 p-5">
              <Icon aria-hidden className="size-6 text-brand-700" />
              <div>
                <h3 className="font-semibold">{label}</h3>
                <p className="text-muted-foreground text-sm">{text}</p>
              </div>
            </CardContent>
          </Card>
        </Link>
      ))}
    </div>
  );
}
