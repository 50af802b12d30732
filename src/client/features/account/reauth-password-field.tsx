import { Input } from '../../components/ui/input';
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
  if (!hasPassword) {
    return (
      <p className="text-sm text-muted-foreground">
        You sign in with a provider: if you signed in more than 10 minutes ago, sign out and in again first.
      </p>
    );
  }
  return (
    <FormField id={id} label="Your password" error={error}>
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
