import {
  BotIcon,
  CloudIcon,
  FileDownIcon,
  LayoutTemplateIcon,
  MailIcon,
  MonitorSmartphoneIcon,
  ScanSearchIcon,
  TargetIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { CTA_PRIMARY_LARGE } from './cta-classes';
import { START_BUILDER_HREF } from './landing-links';
import { LANDING } from './marketing-figures';

const FEATURES = [
  {
    icon: MonitorSmartphoneIcon,
    title: 'Live preview',
    text: 'Every change shows at once on a real page, typeset exactly as your download will be.',
  },
  {
    icon: BotIcon,
    title: 'AI writing help',
    text: 'Suggestions for skills and your professional summary, and rough notes rewritten as clear bullet points.',
  },
  {
    icon: ScanSearchIcon,
    title: 'Readable by ATS',
    text: 'Standard headings and real text in reading order, so applicant tracking systems read every line.',
  },
  {
    icon: LayoutTemplateIcon,
    title: 'Templates and colours',
    text: 'Pick a template, a colour and a font size; your content stays as it is.',
  },
  {
    icon: FileDownIcon,
    title: 'PDF and Word',
    text: 'Download a tagged, text-based PDF or an editable Word document.',
  },
  {
    icon: TargetIcon,
    title: 'Tailored for each job',
    text: 'Paste a job ad to see which skills it asks for that your resume misses, then make a copy tailored to that job.',
  },
  {
    icon: MailIcon,
    title: 'Matching cover letters',
    text: 'Write it for me drafts a letter from your resume and the job ad, typeset in your resume’s template.',
  },
  {
    icon: CloudIcon,
    title: 'Saved as you go',
    text: 'Start without an account; sign up and your drafts save automatically to your dashboard.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight">
          Everything you need for a resume that gets read
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          {`Job seekers with a clear, well-structured resume get up to ${LANDING.interviewUplift} more interviews and ${LANDING.moreViews} more views from recruiters.`}
        </p>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <Link href={START_BUILDER_HREF} className={`${CTA_PRIMARY_LARGE} mt-10`}>
          Create my resume
        </Link>
      </div>
    </section>
  );
}
