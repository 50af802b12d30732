import { Link } from 'wouter';
import { TEMPLATE_IDS } from '../../../domain/design';
import { listSampleResumes } from '../../../domain/sample-resumes';
import { buttonVariants } from '../../components/ui/button';
import marketing from '../../content/marketing.json';
import { TemplateCard } from './template-card';
import { templateCardData } from './template-card-data';
import { TemplateGallery } from './template-gallery';
import { useDocumentMeta } from './use-document-meta';

const TITLE = 'ATS Resume Templates';
const DESCRIPTION =
  'Free ATS-friendly resume templates. Pick a template, fill in your details and download a resume recruiters and applicant tracking systems can read.';
const NEW_RESUME_PATH = '/write/personal-details?new=true';

const CARDS = listSampleResumes().map(templateCardData);

/** /ats-templates: the gallery of sample resumes, each a start for the builder (inside the public layout). */
export default function TemplatesPage() {
  useDocumentMeta(TITLE, DESCRIPTION);
  const figures = [
    { value: `${marketing.rating}/${marketing.ratingScale}`, label: `from ${marketing.reviewCount} reviews` },
    { value: marketing.users, label: 'professionals trust us' },
    { value: marketing.interviewUplift, label: 'more interviews' },
    { value: marketing.moreViews, label: 'more views from recruiters' },
    { value: marketing.atsFriendly, label: 'ATS friendly' },
  ];
  return (
    <div className="bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
        <div className="flex flex-col items-center gap-4 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{TITLE}</h1>
          <p className="max-w-2xl text-muted-foreground">
            {TEMPLATE_IDS.length} templates, each read cleanly by applicant tracking systems. Pick a look, or
            start from one of the samples, and make it yours in about {marketing.minutesToBuild} minutes.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link href={NEW_RESUME_PATH} className={buttonVariants({ size: 'lg' })}>
              Create my resume
            </Link>
            <Link href="/import" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Start from my resume
            </Link>
          </div>
        </div>
        <ul aria-label="Why Resumable" className="grid grid-cols-2 gap-4 text-center sm:grid-cols-5">
          {figures.map((figure) => (
            <li key={figure.label} className="rounded-lg bg-background p-3">
              <p className="text-2xl font-bold text-brand-700">{figure.value}</p>
              <p className="text-xs text-muted-foreground">{figure.label}</p>
            </li>
          ))}
        </ul>
        <TemplateGallery />
        <section aria-labelledby="samples-heading" className="flex flex-col gap-4">
          <h2 id="samples-heading" className="text-2xl font-bold">
            Start from a sample
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {CARDS.map((card) => (
              <TemplateCard key={card.key} card={card} />
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
