import { PlusIcon, RefreshCwIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MAX_AI_BULLETS, REFRESH_INSTRUCTIONS } from '../../../../domain/ai-api';
import type { ResumeLanguage } from '../../../../domain/resume-language';
import { Button } from '../../../components/ui/button';
import { AI_TEXTS } from '../../../lib/i18n/namespaces/ai';
import { useT } from '../../../lib/i18n/use-t';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { languageField } from '../api/ai-answer';
import { generateBullets } from '../api/generate-bullets';
import { WrittenInEnglishNote } from './written-in-english-note';

interface BulletSuggestionsProps {
  jobTitle: string;
  company: string;
  dates: string;
  isCurrent: boolean;
  draftText: string;
  /** Appends the bullet to the final bullets; the card then leaves the suggestions. */
  onAdd(bullet: string): void;
}

interface Suggestion {
  id: number;
  text: string;
  hint: string | null;
  isRefreshing: boolean;
  /** Which instruction the next refresh asks for, so repeated refreshes try different rewrites. */
  refreshCount: number;
}

/**
 * 'Improve with AI' and the suggestion cards of the employment form (spec sections 2 and 4). Generation runs
 * only with a non-blank job title and draft text; otherwise the suggestions are cleared. A failed generation
 * is logged and clears them; a failed refresh leaves its card unchanged (section 8).
 */
export function BulletSuggestions({
  jobTitle,
  company,
  dates,
  isCurrent,
  draftText,
  onAdd,
}: BulletSuggestionsProps) {
  const { t } = useT(AI_TEXTS);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [isGenerating, setIsGenerating] = useState(false);
  const [writtenIn, setWrittenIn] = useState<ResumeLanguage | undefined>();
  const { language: resumeLanguage, skills } = useResumeStore().state.resume;
  // The user's own spelling of their tools ('FieldView') is how the writer spells them in the bullets.
  const skillNames = skills.map((skill) => skill.name.trim()).filter(Boolean);
  // The suggestions are content in the language they were written in, not the interface's.
  const contentLanguage = writtenIn ?? resumeLanguage;
  const [announcement, setAnnouncement] = useState('');
  const nextId = useRef(0);
  const canGenerate = jobTitle.trim() !== '' && draftText.trim() !== '';

  // Clearing the draft or the title clears the cards, and with them their announcement: a live region that
  // still says '3 suggestions ready' after the list is gone misleads a screen reader user who reads it again.
  useEffect(() => {
    if (canGenerate) return;
    setSuggestions([]);
    setAnnouncement('');
  }, [canGenerate]);

  const context = {
    ...languageField(resumeLanguage),
    job_title: jobTitle,
    company,
    dates,
    is_current_role: isCurrent,
    ...(skillNames.length > 0 ? { skill_names: skillNames.slice(0, 100) } : {}),
  };

  async function improve() {
    if (!canGenerate) {
      setSuggestions([]);
      return;
    }
    setIsGenerating(true);
    try {
      const answer = await generateBullets({
        ...context,
        draft_bullets: [draftText],
        style_prefs: { max_bullets: MAX_AI_BULLETS, target_length: '1 line' },
      });
      const bullets = answer.items;
      setWrittenIn(answer.writtenIn);
      setSuggestions(
        bullets.map(({ text, hint }) => ({
          id: nextId.current++,
          text,
          hint,
          isRefreshing: false,
          refreshCount: 0,
        })),
      );
      setAnnouncement(t('bullets.ready', { count: bullets.length }));
    } catch (error) {
      console.error('AI bullet generation failed', error);
      setSuggestions([]);
      setAnnouncement('');
    } finally {
      setIsGenerating(false);
    }
  }

  function update(id: number, change: Partial<Suggestion>) {
    setSuggestions((current) => current.map((s) => (s.id === id ? { ...s, ...change } : s)));
  }

  async function refresh(suggestion: Suggestion) {
    update(suggestion.id, { isRefreshing: true });
    try {
      // A rewrite that changes nothing is no rewrite: try the next instruction (shorter, more impact, clearer).
      let rewritten: { text: string; hint: string | null } | undefined;
      let tries = 0;
      do {
        const instruction =
          REFRESH_INSTRUCTIONS[(suggestion.refreshCount + tries) % REFRESH_INSTRUCTIONS.length] ?? 'clearer';
        [rewritten] = (
          await generateBullets({
            ...context,
            draft_bullets: [draftText],
            style_prefs: { max_bullets: 1, target_length: '1 line' },
            refresh_request: { current_bullet: suggestion.text, instruction },
          })
        ).items;
        tries++;
      } while (rewritten?.text === suggestion.text && tries < REFRESH_INSTRUCTIONS.length);
      const text = rewritten?.text;
      update(suggestion.id, {
        text: text ?? suggestion.text,
        hint: rewritten ? rewritten.hint : suggestion.hint,
        isRefreshing: false,
        refreshCount: suggestion.refreshCount + tries,
      });
      if (text) setAnnouncement(t('bullets.rewritten', { text }));
    } catch (error) {
      console.error('AI bullet refresh failed', error);
      update(suggestion.id, { isRefreshing: false });
    }
  }

  function add(suggestion: Suggestion) {
    onAdd(suggestion.text);
    setSuggestions((current) => current.filter((s) => s.id !== suggestion.id));
    setAnnouncement(t('bullets.added'));
  }

  return (
    <div className="space-y-3">
      <Button
        type="button"
        variant="outline"
        onClick={improve}
        loading={isGenerating}
        disabled={!canGenerate}
      >
        <SparklesIcon aria-hidden="true" />
        {t('bullets.improve')}
      </Button>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {suggestions.length > 0 && (
        <WrittenInEnglishNote resumeLanguage={resumeLanguage} writtenIn={writtenIn} />
      )}
      {suggestions.length > 0 && (
        <ul aria-label={t('bullets.list')} className="space-y-2">
          {suggestions.map((suggestion) => (
            <li
              key={suggestion.id}
              className="flex items-start gap-2 rounded-md border border-border bg-background p-3 text-sm"
              aria-busy={suggestion.isRefreshing || undefined}
            >
              <div className="flex-1">
                <span lang={contentLanguage} dir="auto">
                  {suggestion.text}
                </span>
                {suggestion.hint && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    <span className="sr-only">{t('bullets.hint')} </span>
                    <span lang={contentLanguage} dir="auto">
                      {suggestion.hint}
                    </span>
                  </p>
                )}
              </div>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                onClick={() => add(suggestion)}
                disabled={suggestion.isRefreshing}
              >
                <PlusIcon aria-hidden="true" />
                <span className="sr-only">
                  {t('bullets.add')} <span lang={contentLanguage}>{suggestion.text}</span>
                </span>
              </Button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                onClick={() => refresh(suggestion)}
                loading={suggestion.isRefreshing}
              >
                {suggestion.isRefreshing ? null : <RefreshCwIcon aria-hidden="true" />}
                <span className="sr-only">
                  {t('bullets.rewrite')} <span lang={contentLanguage}>{suggestion.text}</span>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
