import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { RECOVERY_CODE_COUNT } from '../../../domain/two-factor-api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/http';
import type { MessageKey } from '../../lib/i18n/namespaces';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { useT } from '../../lib/i18n/use-t';
import { useFieldMessage } from '../../shared/forms/field-message';
import { describedBy, FormField } from '../../shared/forms/form-field';
import {
  twoFactorKeys,
  useDisableTotp,
  useEnableTotp,
  useTotpSetup,
  useTwoFactorStatus,
} from './two-factor-api';

type Translate = (key: MessageKey<typeof ACCOUNT_TEXTS>) => string;

/** The server's messages as sent (a rule's message in the interface language), else the card's own text. */
function messageOf(error: unknown, t: Translate): { field?: string; form?: string } {
  if (!(error instanceof ApiError)) return { form: t('errors.offline') };
  const fields = error.fieldErrors ?? {};
  if (fields.code) return { field: fields.code };
  if (fields.password) return { field: fields.password };
  return { form: error.serverMessage ?? t('errors.generic') };
}

/** The recovery codes, shown once after enabling: the only time they exist outside their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useT(ACCOUNT_TEXTS);
  return (
    <div className="grid gap-3" role="status">
      <p className="font-medium">{t('twoFactor.savedTitle')}</p>
      <p className="text-sm text-muted-foreground">{t('twoFactor.savedText')}</p>
      <ul
        aria-label={t('twoFactor.codesList')}
        translate="no"
        className="grid grid-cols-2 gap-1 rounded-md bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button className="w-fit" onClick={onDone}>
        {t('twoFactor.savedDone')}
      </Button>
    </div>
  );
}

function Enrol({ onStart, onDone }: { onStart: () => void; onDone: () => void }) {
  const id = useId();
  const setup = useTotpSetup();
  const enable = useEnableTotp();
  const [code, setCode] = useState('');
  const { t } = useT(ACCOUNT_TEXTS);
  const fieldMessage = useFieldMessage();
  const error = enable.isError ? messageOf(enable.error, t) : {};

  if (enable.isSuccess) return <RecoveryCodes codes={enable.data} onDone={onDone} />;
  if (!setup.data)
    return (
      <div className="grid gap-2">
        <Button
          className="w-fit"
          disabled={setup.isPending}
          onClick={() => {
            onStart();
            setup.mutate();
          }}
        >
          {setup.isPending ? t('twoFactor.preparing') : t('twoFactor.setUp')}
        </Button>
        {setup.isError && <FormError>{messageOf(setup.error, t).form}</FormError>}
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <ol className="grid list-decimal gap-3 ps-5 text-sm">
        <li>
          {t('twoFactor.scan')}
          <img
            src={setup.data.qrCodeDataUrl}
            alt={t('twoFactor.qrAlt')}
            width={180}
            height={180}
            className="mt-2 rounded-md border bg-white"
          />
        </li>
        <li>
          {t('twoFactor.typeKey')}{' '}
          <code
            className="break-all rounded bg-muted px-1 font-mono"
            data-testid="totp-secret"
            translate="no"
          >
            {setup.data.secret}
          </code>
        </li>
        <li>{t('twoFactor.enterCode')}</li>
      </ol>
      <div className="max-w-xs">
        <FormField id={`${id}-code`} label={t('twoFactor.codeLabel')} error={fieldMessage(error.field)}>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            {...describedBy(`${id}-code`, Boolean(error.field))}
          />
        </FormField>
      </div>
      <FormError>{error.form}</FormError>
      <Button type="submit" className="w-fit" disabled={enable.isPending}>
        {enable.isPending ? t('twoFactor.checking') : t('twoFactor.turnOn')}
      </Button>
    </form>
  );
}

function TurnOff({ hasPassword }: { hasPassword: boolean }) {
  const id = useId();
  const disable = useDisableTotp();
  const [isOpen, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { t } = useT(ACCOUNT_TEXTS);
  const fieldMessage = useFieldMessage();
  const error = disable.isError ? messageOf(disable.error, t) : {};
  if (!isOpen)
    return (
      <Button variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        {t('twoFactor.turnOffOpen')}
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate({ code, ...(hasPassword ? { password } : {}) });
  };
  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
      {hasPassword && (
        <FormField id={`${id}-password`} label={t('reauth.password')}>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
      )}
      <FormField id={`${id}-code`} label={t('twoFactor.codeOrRecovery')} error={fieldMessage(error.field)}>
        <Input
          id={`${id}-code`}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          {...describedBy(`${id}-code`, Boolean(error.field))}
        />
      </FormField>
      <FormError>{error.form}</FormError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending ? t('twoFactor.turningOff') : t('twoFactor.turnOff')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Two-factor sign-in (issue 18, item 3): the authenticator-app set-up, its state, and turning it off. */
export function TwoFactorCard({ hasPassword }: { hasPassword: boolean }) {
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  const [isEnrolling, setEnrolling] = useState(false);
  const isOn = status.data?.totpEnabled === true;
  const { t } = useT(ACCOUNT_TEXTS);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <ShieldCheckIcon aria-hidden="true" className="size-5" /> {t('twoFactor.title')}
            {isOn && !isEnrolling && <Badge variant="secondary">{t('twoFactor.on')}</Badge>}
          </h2>
        </CardTitle>
        <CardDescription>{t('twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status.isPending && <Spinner label={t('twoFactor.loading')} />}
        {status.isError && <FormError>{messageOf(status.error, t).form}</FormError>}
        {status.data && (isEnrolling || !isOn) && (
          <Enrol
            // Kept on screen while enrolling: a refetched status must not hide the recovery codes.
            onStart={() => setEnrolling(true)}
            onDone={() => {
              setEnrolling(false);
              void queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
            }}
          />
        )}
        {isOn && !isEnrolling && (
          <>
            <p className="text-sm">
              {t('twoFactor.codesLeft', {
                left: status.data?.recoveryCodesLeft ?? 0,
                count: RECOVERY_CODE_COUNT,
              })}
            </p>
            <TurnOff hasPassword={hasPassword} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
