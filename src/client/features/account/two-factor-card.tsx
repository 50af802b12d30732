import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/http';
import { describedBy, FormField } from '../../shared/forms/form-field';
import {
  twoFactorKeys,
  useDisableTotp,
  useEnableTotp,
  useTotpSetup,
  useTwoFactorStatus,
} from './two-factor-api';

function messageOf(error: unknown): { field?: string; form?: string } {
  if (!(error instanceof ApiError)) return { form: 'Could not reach the server. Please try again.' };
  const fields = error.fieldErrors ?? {};
  if (fields.code) return { field: fields.code };
  if (fields.password) return { field: fields.password };
  return { form: error.serverMessage ?? 'Something went wrong. Please try again.' };
}

/** The recovery codes, shown once after enabling: the only time they exist outside their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3" role="status">
      <p className="font-medium">Two-factor sign-in is on. Save these recovery codes now.</p>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your phone. They will not be shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-1 rounded-md bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button className="w-fit" onClick={onDone}>
        I have saved my codes
      </Button>
    </div>
  );
}

function Enrol({ onStart, onDone }: { onStart: () => void; onDone: () => void }) {
  const id = useId();
  const setup = useTotpSetup();
  const enable = useEnableTotp();
  const [code, setCode] = useState('');
  const error = enable.isError ? messageOf(enable.error) : {};

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
          {setup.isPending ? 'Preparing…' : 'Set up authenticator app'}
        </Button>
        {setup.isError && <FormError>{messageOf(setup.error).form}</FormError>}
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <ol className="grid list-decimal gap-3 pl-5 text-sm">
        <li>
          Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).
          <img
            src={setup.data.qrCodeDataUrl}
            alt="QR code to add Resumable to your authenticator app"
            width={180}
            height={180}
            className="mt-2 rounded-md border bg-white"
          />
        </li>
        <li>
          Or type this key into the app:{' '}
          <code className="break-all rounded bg-muted px-1 font-mono" data-testid="totp-secret">
            {setup.data.secret}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="max-w-xs">
        <FormField id={`${id}-code`} label="Code from the app" error={error.field}>
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
        {enable.isPending ? 'Checking…' : 'Turn on two-factor sign-in'}
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
  const error = disable.isError ? messageOf(disable.error) : {};
  if (!isOpen)
    return (
      <Button variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        Turn off two-factor sign-in
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate({ code, ...(hasPassword ? { password } : {}) });
  };
  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
      {hasPassword && (
        <FormField id={`${id}-password`} label="Your password">
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
      )}
      <FormField id={`${id}-code`} label="Code from the app, or a recovery code" error={error.field}>
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
          {disable.isPending ? 'Turning off…' : 'Turn off'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
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
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <ShieldCheckIcon aria-hidden="true" className="size-5" /> Two-factor sign-in
            {isOn && !isEnrolling && <Badge variant="secondary">On</Badge>}
          </h2>
        </CardTitle>
        <CardDescription>
          After your password, sign-in asks for a code from an app on your phone, so a stolen password is not
          enough.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status.isPending && <Spinner label="Loading two-factor settings" />}
        {status.isError && <FormError>{messageOf(status.error).form}</FormError>}
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
            <p className="text-sm">{status.data?.recoveryCodesLeft} of 10 recovery codes left.</p>
            <TurnOff hasPassword={hasPassword} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
