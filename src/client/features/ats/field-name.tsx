import { ATS_TEXTS } from '../../lib/i18n/namespaces/ats';
import { useT } from '../../lib/i18n/use-t';
import { fieldLabel, isBrandField } from './field-label';

/** A field's label in the interface language; a service's name (LinkedIn) or an unknown path stays as it is. */
export function FieldName({ path }: { path: string }) {
  const { t } = useT(ATS_TEXTS);
  const label = fieldLabel(t, path);
  return <span translate={isBrandField(path) || label === path ? 'no' : undefined}>{label}</span>;
}
