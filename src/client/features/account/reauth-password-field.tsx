import { Input } from '../../components/ui/input';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { useT } from '../../lib/i18n/use-t';
import { useFieldMessage } from '../../shared/forms/field-message';
import { describedBy, FormField } from '../../shared/forms/form-field';

/**
 * The proof of a recent sign-in that the account's sensitive actions ask for (deleting the account, creating a
 * token): the password, or, for an account that signs in only with a provider, how to renew the sign-in.
 */
export function ReauthPasswordField({
  id,
  hasPassword,
  password,
  onPasswordChange,
  error,
}: {
  id: string;
  hasPassword: boolean;
  password: string;
  onPasswordChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useT(ACCOUNT_TEXTS);
  const fieldMessage = useFieldMessage();
  if (!hasPassword) {
    return <p className="text-sm text-muted-foreground">{t('reauth.provider')}</p>;
  }
  return (
    <FormField id={id} label={t('reauth.password')} error={fieldMessage(error)}>
      <Input
        id={id}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        {...describedBy(id, Boolean(error))}
      />
    </FormField>
  );
}
