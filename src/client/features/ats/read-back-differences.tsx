import type { ReadBackResponse } from '../../../domain/ats-api';
import { serverTextLang } from '../../lib/http';
import { ATS_TEXTS } from '../../lib/i18n/namespaces/ats';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { FieldName } from './field-name';

/**
 * Each field read back differently, with what the user wrote, what the reader got, the cause and the fix.
 * What was written and read is the resume's own text (translate="no"). The cause and the fix are the server's
 * words, written in the language the request named (serverTextLang says when that is not the page's).
 */
export function ReadBackDifferences({ differences }: { differences: ReadBackResponse['differences'] }) {
  const { t, language } = useT(ATS_TEXTS);
  const serverLang = serverTextLang(language);
  const own = (text: string) => () => <span translate="no">{text}</span>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('diff.list')}>
      {differences.map((difference) => (
        <li key={difference.path} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-medium">
            <FieldName path={difference.path} />: {t(`diff.kind.${difference.kind}`)}
          </p>
          <p>
            {difference.read
              ? withTags(t('diff.got'), { expected: own(difference.expected), read: own(difference.read) })
              : withTags(t('diff.gotNothing'), { expected: own(difference.expected) })}
          </p>
          <p lang={serverLang} className="text-muted-foreground">
            {difference.cause}
          </p>
          <p>
            <span className="font-medium">{t('diff.fix')}</span>
            <span lang={serverLang}>{difference.fix}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
