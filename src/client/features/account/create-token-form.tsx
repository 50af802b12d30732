import { CopyIcon, TriangleAlertIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { TOKEN_NAME_MAX_LENGTH, type TokenScope } from '../../../domain/personal-token-api';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/field-error';
import { fieldClasses, Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { ApiError } from '../../lib/http';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { useT } from '../../lib/i18n/use-t';
import { useFieldMessage } from '../../shared/forms/field-message';
import { describedBy, FormField } from '../../shared/forms/form-field';
import { useCreateToken } from './personal-tokens-api';
import { ReauthPasswordField } from './reauth-password-field';
import { useTwoFactorStatus } from './two-factor-api';

type Errors = Partial<Record<'name' | 'password' | 'code' | 'form', string>>;
// The day counts are the values of the plural message, so each language says them with the right noun form.
const EXPIRY_OPTIONS = [
  { value: '30', label: 'tokens.days', count: 30 },
  { value: '90', label: 'tokens.days', count: 90 },
  { value: '365', label: 'tokens.year' },
  { value: 'never', label: 'tokens.noExpiry' },
] as const;

/** The secret, shown once after creating: copied with one click, or selected in its box by hand. */
function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { t } = useT(ACCOUNT_TEXTS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
    } catch {
      box.current?.select();
      setCopyState('failed');
    }
  };
  return (
    <div
      className="grid gap-3 rounded-md border border-warning/50 bg-warning-soft p-3"
      data-testid="new-token"
    >
      <p className="flex items-start gap-2 font-medium text-warning-soft-foreground">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('tokens.copyNow', { name })}
      </p>
      <p className="text-sm text-muted-foreground">{t('tokens.copyWarning')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-secret`} className="sr-only">
          {t('tokens.secretLabel')}
        </label>
        <Input
          id={`${id}-secret`}
          ref={box}
          readOnly
          value={secret}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={copy} className="shrink-0">
          <CopyIcon aria-hidden="true" /> {t('tokens.copy')}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {copyState === 'copied' && t('tokens.copied')}
        {copyState === 'failed' && t('tokens.copyFailed')}
      </p>
      <Button type="button" className="w-fit" onClick={onDone}>
        {t('tokens.copiedDone')}
      </Button>
    </div>
  );
}

/**
 * Creating a personal access token: a name, the access (read, or read and write), the expiry, and proof it is
 * the account's owner (the password, and the authenticator code when two-factor sign-in is on).
 */
export function CreateTokenForm({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const id = useId();
  const { t } = useT(ACCOUNT_TEXTS);
  const fieldMessage = useFieldMessage();
  const create = useCreateToken();
  const twoFactor = useTwoFactorStatus();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [expiry, setExpiry] = useState<(typeof EXPIRY_OPTIONS)[number]['value']>('90');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const needsCode = twoFactor.data?.totpEnabled === true;

  if (create.data)
    return <NewSecret name={create.data.token.name} secret={create.data.secret} onDone={onClose} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: t('tokens.nameRequired') });
      return;
    }
    setErrors({});
    create.mutate(
      {
        name: name.trim(),
        scope,
        expiresInDays: expiry === 'never' ? null : (Number(expiry) as 30 | 90 | 365),
        ...(hasPassword ? { password } : {}),
        ...(needsCode ? { code } : {}),
      },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            setErrors({ form: t('errors.offline') });
            return;
          }
          const fields = error.fieldErrors ?? {};
          const isField = Boolean(fields.name || fields.password || fields.code);
          setErrors({
            name: fields.name,
            password: fields.password,
            code: fields.code,
            form: isField ? undefined : error.serverMessage,
          });
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('tokens.formLabel')}
      className="grid gap-4 rounded-md border p-3 sm:p-4"
    >
      <FormField id={`${id}-name`} label={t('tokens.name')} error={errors.name} hint={t('tokens.nameHint')}>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={TOKEN_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          {...describedBy(`${id}-name`, Boolean(errors.name))}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('tokens.access')}</legend>
        {(
          [
            ['read', 'tokens.readOnly', 'tokens.readHint'],
            ['write', 'tokens.readWrite', 'tokens.writeHint'],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-scope`}
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="font-medium">{t(label)}</span>
              <span className="block text-muted-foreground">{t(hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormField id={`${id}-expiry`} label={t('tokens.expiresAfter')}>
        <select
          id={`${id}-expiry`}
          className={cn(fieldClasses, 'h-10 w-auto min-w-0 max-w-full')}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value as (typeof EXPIRY_OPTIONS)[number]['value'])}
        >
          {EXPIRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label, 'count' in option ? { count: option.count } : undefined)}
            </option>
          ))}
        </select>
      </FormField>
      <ReauthPasswordField
        id={`${id}-password`}
        hasPassword={hasPassword}
        password={password}
        onPasswordChange={setPassword}
        error={errors.password}
      />
      {needsCode && (
        <FormField id={`${id}-code`} label={t('tokens.codeLabel')} error={fieldMessage(errors.code)}>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            {...describedBy(`${id}-code`, Boolean(errors.code))}
          />
        </FormField>
      )}
      <FormError>{errors.form}</FormError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('tokens.creating') : t('tokens.createSubmit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose} disabled={create.isPending}>
          {t('tokens.cancel')}
        </Button>
      </div>
    </form>
  );
}
