import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { AUTH_TEXTS } from '../../../lib/i18n/namespaces/auth';
import { useT } from '../../../lib/i18n/use-t';

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  const { t } = useT(AUTH_TEXTS);
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pe-11" />
      <button
        type="button"
        onClick={() => setIsVisible((v) => !v)}
        aria-label={isVisible ? t('password.hide') : t('password.show')}
        aria-pressed={isVisible}
        className="absolute inset-y-0 end-0 flex w-10 cursor-pointer items-center justify-center text-muted-foreground hover:text-foreground"
      >
        {isVisible ? (
          <EyeOffIcon aria-hidden="true" className="size-4" />
        ) : (
          <EyeIcon aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
