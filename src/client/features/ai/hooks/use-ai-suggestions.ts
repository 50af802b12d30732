import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResumeLanguage } from '../../../../domain/resume-language';
import type { AiAnswer } from '../api/ai-answer';

type Status = 'loading' | 'ready' | 'failed';

/**
 * Asks once on mount and again on `refresh()`, keeping only the newest answer (an older one arriving late is
 * dropped). Refresh never reloads the page, so an unsaved change in the builder survives (ADR 0008).
 */
export function useAiSuggestions(
  fetcher: (signal: AbortSignal) => Promise<AiAnswer>,
  failureMessage: string,
) {
  const [items, setItems] = useState<string[]>([]);
  const [writtenIn, setWrittenIn] = useState<ResumeLanguage | undefined>();
  const [status, setStatus] = useState<Status>('loading');
  const controller = useRef<AbortController | null>(null);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  const refresh = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus('loading');
    try {
      const result = await fetcherRef.current(current.signal);
      if (current.signal.aborted) return;
      setItems(result.items);
      setWrittenIn(result.writtenIn);
      setStatus('ready');
    } catch (error) {
      if (current.signal.aborted) return;
      console.error(failureMessage, error);
      setItems([]);
      setStatus('failed');
    }
  }, [failureMessage]);

  useEffect(() => {
    void refresh();
    return () => controller.current?.abort();
  }, [refresh]);

  return { items, setItems, writtenIn, isLoading: status === 'loading', refresh };
}
