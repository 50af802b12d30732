import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pseudoLocalize } from '../../src/client/lib/i18n/pseudo-language';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  buyThreeMonths,
  createDraft,
  englishLeft,
  englishLeftIn,
  expectNoHorizontalOverflow,
  htmlAttribute,
  openLanding,
  signUp,
} from './i18n-support';
import { outboxMailTo } from './outbox';

/**
 * Interface languages (issue 33, ADR 0085): the switcher in the header and the footer changes the landing page's
 * texts in place, the choice survives a reload, Arabic lays the page out right to left, a first visit follows
 * the browser's languages, and the pseudo-language shows no overflow at 360 px and no English left.
 */

test.use({ locale: 'en-US' });

/** A two-column PDF whose reading leaves fields marked uncertain (the import journey's). */
const SIDEBAR_PDF = {
  name: 'Jordan Ellis.pdf',
  mimeType: 'application/pdf',
  buffer: readFileSync(new URL('../fixtures/import/third-party/files/01-sidebar.pdf', import.meta.url)),
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a visitor switches the landing page to Spanish, keeps it after a reload, then to Arabic, right to left', async ({
  page,
}) => {
  await openLanding(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Build an ATS-friendly resume in 7 minutes',
  );

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Crea un currículum compatible con ATS en 7 minutos',
  );
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Crear mi currículum' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }),
  ).toBeVisible();
  expect(await htmlAttribute(page, 'lang')).toBe('es');
  await expect(page).toHaveTitle('Resumable: crea un currículum compatible con ATS en minutos');
  // The same page, at its Spanish address (issue 33 item 2).
  await expect(page).toHaveURL(/\/es\/$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Crea un currículum compatible con ATS en 7 minutos',
  );
  expect(await htmlAttribute(page, 'lang')).toBe('es');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Idioma' }).selectOption('ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'أنشئ سيرة ذاتية متوافقة مع أنظمة ATS في 7 دقائق',
  );
  expect(await htmlAttribute(page, 'lang')).toBe('ar');
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  // Mirrored: the logo, first in the header, now sits at the right-hand end.
  const viewport = page.viewportSize();
  const logo = await page.getByRole('link', { name: 'الصفحة الرئيسية لـ Resumable' }).boundingBox();
  expect(logo && viewport && logo.x > viewport.width / 2).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Back to English: the spec's texts, left to right.
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Build an ATS-friendly resume in 7 minutes',
  );
  expect(await htmlAttribute(page, 'dir')).toBe('ltr');
});

test('the switcher keeps the visitor on the page they are reading', async ({ page }) => {
  await openLanding(page, '/blog');
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('contentinfo').getByText('Politique de confidentialité')).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/blog$/);
  expect(await htmlAttribute(page, 'lang')).toBe('fr');
});

test('each public page has an address per language, prerendered in it with its alternates', async ({
  page,
  request,
}) => {
  const spanish = await (await request.get('/es/blog')).text();
  expect(spanish).toContain('<html lang="es" dir="ltr">');
  expect(spanish).toContain('<title>Consejos para tu currículum: el blog de Resumable</title>');
  expect(spanish).toMatch(/<link rel="canonical" href="[^"]*\/es\/blog" \/>/);
  expect(spanish).toMatch(/hreflang="fr" href="[^"]*\/fr\/blog"/);
  expect(spanish).toMatch(/hreflang="x-default" href="[^"]*\/blog"/);
  expect(await (await request.get('/ar/')).text()).toContain('<html lang="ar" dir="rtl">');

  // The app takes the prerendered page over in its language, and its links keep the prefix.
  await openLanding(page, '/es/blog');
  expect(await htmlAttribute(page, 'lang')).toBe('es');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(/\/es\/privacy$/);
  await expect(page.getByRole('note')).toHaveText('Esta página solo está disponible en inglés.');
  await expect(page).toHaveTitle('Política de privacidad | Resumable');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe('a first visit from a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('opens in German, the first of the browser’s languages the interface has', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ein ATS-tauglicher Lebenslauf in 7 Minuten',
    );
    expect(await htmlAttribute(page, 'lang')).toBe('de');
  });
});

test.describe('the pseudo-language at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the landing page neither overflows nor keeps any English in its translated parts', async ({
    page,
  }) => {
    await openLanding(page, '/?lang=xx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*\]$/);
    // Answers count too: open every question.
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
    });
    await expectNoHorizontalOverflow(page);

    const english = await englishLeft(page, 'body');
    expect(english).toEqual([]);
    await expect(page).toHaveTitle(/^\[.*\]$/);
  });

  test('the log-in, sign-up and forgot-password dialogs, with their rule messages, keep no English and fit', async ({
    page,
  }) => {
    await openLanding(page, '/?lang=xx');
    await page
      .getByRole('banner')
      .getByRole('button', { name: pseudoLocalize('Log in') })
      .click();
    const dialog = page.getByRole('dialog', { name: pseudoLocalize('Log in') });
    await expect(dialog).toBeVisible();
    // A rule's message (shared with the server, in English there) shows in the interface language too.
    await dialog.getByLabel(pseudoLocalize('Email')).fill('not-an-address');
    await expect(dialog.getByText(pseudoLocalize('Please enter a valid email address'))).toBeVisible();
    expect(await englishLeft(page, '[role="dialog"]')).toEqual([]);
    await expectNoHorizontalOverflow(page);

    await dialog.getByRole('button', { name: pseudoLocalize('Sign up'), exact: true }).click();
    const signUp = page.getByRole('dialog', { name: pseudoLocalize("Don't lose your hard work!") });
    await signUp.getByLabel(pseudoLocalize('First name')).fill('J');
    await expect(
      signUp.getByText(
        pseudoLocalize('First name must be at least {{min}} characters').replace('{{min}}', '2'),
      ),
    ).toBeVisible();
    await expect(
      signUp.getByRole('link', { name: pseudoLocalize('Terms of Service').slice(1, -1) }),
    ).toHaveAttribute('href', '/terms');
    expect(await englishLeft(page, '[role="dialog"]')).toEqual([]);
    await expectNoHorizontalOverflow(page);

    await signUp.getByRole('button', { name: pseudoLocalize('Sign in'), exact: true }).click();
    await page.getByRole('button', { name: pseudoLocalize('Forgot password?') }).click();
    await expect(page.getByRole('dialog', { name: pseudoLocalize('Forgot password?') })).toBeVisible();
    expect(await englishLeft(page, '[role="dialog"]')).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });

  test('the dashboard of a new account, its empty lists and reminder, keeps no English and fits', async ({
    page,
  }) => {
    await signUp(page.request);
    await page.goto('/dashboard?lang=xx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*Ana.*\]$/);
    await expect(page.getByText(pseudoLocalize('No resume drafts yet'))).toBeVisible();
    await expect(page.getByText(pseudoLocalize('No cover letters yet'))).toBeVisible();
    await expect(page.getByRole('region', { name: pseudoLocalize('Confirm your e-mail') })).toBeVisible();
    expect(await englishLeft(page, 'main')).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });

  test('account settings: the profile, sessions, password, e-mail, export, two-factor, passkey, token and delete cards keep no English and fit', async ({
    page,
  }) => {
    await signUp(page.request);
    await page.goto('/account-settings?lang=xx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoLocalize('Account Settings'));
    await expect(page.getByText(pseudoLocalize('This device'))).toBeVisible();
    // A rule's message and the hint, in the interface language.
    const password = page.getByLabel(pseudoLocalize('New password'), { exact: true });
    await password.fill('short');
    await page.getByLabel(pseudoLocalize('Current password')).fill('Journey-pass-1');
    await page.getByRole('button', { name: pseudoLocalize('Update password') }).click();
    await expect(
      page.getByText(pseudoLocalize('Password must be at least {{min}} characters').replace('{{min}}', '8')),
    ).toBeVisible();
    const translated = [
      'Profile Information',
      "Where you're signed in",
      'Change password',
      'Change e-mail',
      'Download your data',
      'Passkeys',
      'Delete account',
      'Two-factor sign-in',
      'Personal access tokens',
    ].map((title) => pseudoLocalize(title));
    const cards = page.locator('main > *').filter({
      has: page.getByRole('heading', { level: 2, name: new RegExp(translated.map(escapeRegExp).join('|')) }),
    });
    await expect(cards).toHaveCount(translated.length);
    expect(await englishLeftIn(cards)).toEqual([]);
    expect(
      await englishLeftIn(page.getByRole('link', { name: pseudoLocalize('Back to Dashboard') })),
    ).toEqual([]);
    await expectNoHorizontalOverflow(page);

    // The authenticator set-up's steps (the key itself is marked translate="no").
    await page.getByRole('button', { name: pseudoLocalize('Set up authenticator app') }).click();
    await expect(page.getByLabel(pseudoLocalize('Code from the app'))).toBeVisible();
    expect(await englishLeftIn(cards)).toEqual([]);

    // The token form, with its choices.
    await page.getByRole('button', { name: pseudoLocalize('Create a token') }).click();
    await expect(
      page.getByRole('form', { name: pseudoLocalize('Create a personal access token') }),
    ).toBeVisible();
    expect(await englishLeftIn(cards)).toEqual([]);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: pseudoLocalize('Delete my account…') }).click();
    await expect(
      page.getByRole('alertdialog', { name: pseudoLocalize('Delete your account for good?') }),
    ).toBeVisible();
    expect(await englishLeft(page, '[role="alertdialog"]')).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });

  test('the import page and its review, with uncertain fields, keep no English and fit', async ({ page }) => {
    await page.goto('/import?lang=xx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoLocalize('Start from my resume'));
    await expect(page).toHaveTitle(/^\[.*\]$/);
    expect(await englishLeft(page, 'main')).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await page.getByLabel(pseudoLocalize('Resume file')).setInputFiles(SIDEBAR_PDF);
    await expect(page.getByRole('heading', { name: pseudoLocalize('Review what we read') })).toBeVisible();
    await expect(
      page.getByLabel(pseudoLocalize('Job {{n}} employer').replace('{{n}}', '1')),
    ).toHaveAccessibleDescription(pseudoLocalize('Check this: we were not sure we read it right'));
    // What the resume says is the user's (translate="no", input values); the reader's warnings are English (lang="en").
    expect(await englishLeft(page, 'main')).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });

  test('the design step keeps no English in its controls and fits', async ({ page }) => {
    await page.goto('/design?lang=xx');
    const design = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 1, name: pseudoLocalize('Design') }) })
      .last();
    await expect(design).toBeVisible();
    await expect(page).toHaveTitle(/^\[.*\]$/);
    // The sections' headings are the resume's words, in its language: an Arabic resume keeps them apart from
    // the interface's (an English resume's 'Skills' would read as English left).
    await design.getByLabel(pseudoLocalize('Resume language')).selectOption('ar');
    await expect(
      design.getByRole('radio', { name: new RegExp(escapeRegExp(pseudoLocalize('Modern'))) }),
    ).toBeAttached();
    // Font names are proper names, shown as they are beside their translated kind.
    const FONT_NAME = /^\[(Source Serif 4|Noto Serif|Libertinus Serif|Inter|Noto Sans|Amiri) \(/;
    expect((await englishLeftIn(design)).filter((text) => !FONT_NAME.test(text))).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });

  test('the plan page, checkout pages and a paid account’s subscription keep no English and fit', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    await page.goto('/select-plan?lang=xx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*\]$/);
    await expect(page).toHaveTitle(/^\[.*\]$/);
    await expect(
      page.getByRole('radio', { name: new RegExp(escapeRegExp(pseudoLocalize('7-Day Trial'))) }),
    ).toBeVisible();
    // The reviews exist only in English (lang="en"); every answer of the questions counts, opened in turn.
    const faq = page.getByRole('region', { name: pseudoLocalize('Frequently asked questions') });
    const questions = page.locator('#plan-faq-title ~ * h3 button');
    await expect(questions).toHaveCount(5);
    for (const question of await questions.all()) {
      await question.click();
      expect(await englishLeftIn(faq)).toEqual([]);
    }
    expect(await englishLeft(page, 'main')).toEqual([]);
    expect(await englishLeft(page, 'aside')).toEqual([]);
    await expectNoHorizontalOverflow(page);

    // The sandbox checkout the plan page's Continue leads to.
    await page.getByRole('radio', { name: new RegExp(escapeRegExp(pseudoLocalize('3-Month Plan'))) }).click();
    await page.getByRole('button', { name: pseudoLocalize('Continue') }).click();
    await expect(page).toHaveURL(/\/sandbox-checkout\/[0-9a-f-]{36}$/);
    await page.goto(`${new URL(page.url()).pathname}?lang=xx`);
    await expect(page.getByText(pseudoLocalize('Test mode'), { exact: true })).toBeVisible();
    expect(await englishLeft(page, 'main')).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: /27\.88/ }).click();

    // The thank-you page, its date in a <time>.
    await expect(page).toHaveURL(/\/thank-you-3mo\?session=/);
    await page.goto(`${page.url()}&lang=xx`);
    await expect(page.getByRole('heading', { name: pseudoLocalize('Your Resume is Ready!') })).toBeVisible();
    await expect(page.getByTestId('plan-access').locator('time')).toBeVisible();
    expect(await englishLeft(page, 'main')).toEqual([]);
    await expectNoHorizontalOverflow(page);

    // The dashboard's active-plan card, and account settings' subscription cards with the cancel dialog.
    await page.goto('/dashboard?lang=xx');
    await expect(page.getByTestId('subscription-card')).toBeVisible();
    expect(await englishLeftIn(page.getByTestId('subscription-card'))).toEqual([]);
    await page.goto('/account-settings?lang=xx');
    const titles = ['Subscription Details', 'Manage Subscription', 'Need Help?'].map((title) =>
      pseudoLocalize(title),
    );
    const cards = page.locator('main div.rounded-xl').filter({
      has: page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^(${titles.map(escapeRegExp).join('|')})$`),
      }),
    });
    await expect(page.getByRole('heading', { level: 2, name: titles[0] })).toBeVisible();
    expect(await englishLeftIn(cards)).toEqual([]);
    await page.getByRole('button', { name: pseudoLocalize('Cancel Subscription') }).click();
    await expect(
      page.getByRole('alertdialog', { name: pseudoLocalize('Cancel your subscription?') }),
    ).toBeVisible();
    expect(await englishLeft(page, '[role="alertdialog"]')).toEqual([]);
    await expectNoHorizontalOverflow(page);

    // The cancelled-payment page and the inactive legacy form.
    await page.goto('/payment-cancelled?lang=xx');
    await expect(page.getByRole('heading', { name: pseudoLocalize('Payment Cancelled') })).toBeVisible();
    expect(await englishLeft(page, 'main')).toEqual([]);
    await page.goto('/checkout?plan=trial&lang=xx');
    await page.getByLabel(pseudoLocalize('Card number')).fill('4242424242424242');
    await page.getByLabel(pseudoLocalize('Expiration')).fill('12/34');
    await page.getByLabel(pseudoLocalize('CVC')).fill('123');
    await page.getByLabel(pseudoLocalize('Postal code')).fill('12345');
    await page.getByRole('button', { name: pseudoLocalize('Subscribe') }).click();
    await expect(page.getByText(pseudoLocalize('Please agree to the terms and conditions'))).toBeVisible();
    expect(await englishLeft(page, 'main')).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });
});

test('the switcher works from the keyboard alone', async ({ page }) => {
  await openLanding(page);
  const switcher = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Language' });
  // Tab from the home link reaches it, the first control after the logo.
  await page.getByRole('link', { name: 'Resumable home' }).focus();
  await page.keyboard.press('Tab');
  await expect(switcher).toBeFocused();
  // On a closed select, the arrow keys change the choice (Chromium on Linux and Windows).
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Crea un currículum compatible con ATS en 7 minutos',
  );
  expect(await htmlAttribute(page, 'lang')).toBe('es');
});

test('a signed-in user’s language follows them to another browser, and a new resume is written in it', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `language-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Language-journey-1';
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ana', lastName: 'Ortega', email, password },
  });
  expect(registered.status()).toBe(201);
  await openLanding(page);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/language') && response.request().method() === 'PUT',
  );
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('de');
  expect((await saved).status()).toBe(200);

  // Another browser, English by its locale and with nothing stored: the account's choice wins once signed in.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    expect((await other.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
    const otherPage = await other.newPage();
    await openLanding(otherPage);
    await expect(otherPage.locator('html')).toHaveAttribute('lang', 'de');
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(
      'Ein ATS-tauglicher Lebenslauf in 7 Minuten',
    );
  } finally {
    await other.close();
  }

  // Mail follows the account too: the reset link asked for from an English browser comes in German.
  expect((await page.request.post('/api/auth/forgot-password', { data: { email } })).ok()).toBe(true);
  const reset = await outboxMailTo(email, /lang=(3D)?"de"/);
  expect(reset).toMatch(/Passwort/);

  // A resume begun now is a German resume (its language stays its own setting).
  await page.goto('/design');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Sprache des Lebenslaufs')).toHaveValue('de');
});

test('an Arabic visitor signs in through a right-to-left dialog, axe clean', async ({ page }) => {
  await openLanding(page, '/?lang=ar');
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
  const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
  await expect(dialog.getByText('مرحبًا بعودتك. سجّل الدخول للوصول إلى سِيَرك الذاتية.')).toBeVisible();
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  // Mirrored: the show-password button sits at the left-hand end of the field.
  const field = await dialog.getByLabel('كلمة المرور', { exact: true }).boundingBox();
  const toggle = await dialog.getByRole('button', { name: 'إظهار كلمة المرور' }).boundingBox();
  expect(field && toggle && toggle.x < field.x + field.width / 2).toBe(true);
  await dialog.getByLabel('البريد الإلكتروني').fill('x');
  await expect(dialog.getByText('يُرجى إدخال عنوان بريد إلكتروني صالح')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a Spanish account’s dashboard: counts, statuses, dates and the delete confirmation in Spanish', async ({
  page,
}) => {
  await signUp(page.request);
  await createDraft(page.request, 'Mi currículum');
  await page.goto('/dashboard?lang=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola de nuevo, Ana!');
  await expect(page.getByRole('heading', { name: 'Tus borradores de currículum' })).toBeVisible();
  const row = page.getByTestId('draft-row');
  await expect(page.getByText('1 borrador', { exact: true })).toBeVisible();
  await expect(row.getByText('Borrador', { exact: true })).toBeVisible();
  // Dates in Spanish conventions (day first), whatever the browser's own locale.
  const today = new Date().toLocaleDateString('es');
  await expect(row.getByText(`Creado el ${today} · Actualizado el ${today}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear currículum' })).toBeVisible();
  await row.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar el borrador de currículum?' });
  await expect(
    confirm.getByText('¿Seguro que quieres eliminar «Mi currículum»? Esta acción no se puede deshacer.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toHaveCount(0);
});

test('an Arabic dashboard is laid out right to left, axe clean', async ({ page }) => {
  await signUp(page.request);
  await createDraft(page.request, 'سيرتي');
  await page.goto('/dashboard?lang=ar');
  await expect(page.getByRole('heading', { name: 'مسودات سيرتك الذاتية' })).toBeVisible();
  await expect(page.getByText('1 مسودة', { exact: true })).toBeVisible();
  await expect(page.getByText('لا توجد خطابات تقديم بعد')).toBeVisible();
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  // Mirrored: the list's title starts at the right, its count badge at the left.
  const title = await page.getByRole('heading', { name: 'مسودات سيرتك الذاتية' }).boundingBox();
  const badge = await page.getByText('1 مسودة', { exact: true }).boundingBox();
  expect(title && badge && badge.x < title.x).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('Arabic account settings are laid out right to left, axe clean', async ({ page }) => {
  await signUp(page.request);
  await page.goto('/account-settings?lang=ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إعدادات الحساب');
  await expect(page.getByText('البريد الإلكتروني وكلمة المرور')).toBeVisible();
  await expect(page.getByText('هذا الجهاز')).toBeVisible();
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  // Mirrored: Back to Dashboard starts at the right-hand end.
  const back = await page.getByRole('link', { name: 'العودة إلى لوحة التحكم' }).boundingBox();
  const viewport = page.viewportSize();
  expect(back && viewport && back.x + back.width > viewport.width / 2).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('Arabic plan page and a paid account’s subscription are laid out right to left, axe clean', async ({
  page,
}) => {
  await signUp(page.request);
  await page.goto('/select-plan?lang=ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'اشترك لتنزيل سيرتك الذاتية والاستفادة من تنزيلات غير محدودة',
  );
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  // Mirrored: the first plan (the trial) sits at the right-hand end; prices in dollars, Western digits.
  const trial = await page.getByRole('radio', { name: /تجربة لمدة 7 أيام/ }).boundingBox();
  const sixMonths = await page.getByRole('radio', { name: /باقة 6 أشهر/ }).boundingBox();
  expect(trial && sixMonths && trial.x > sixMonths.x).toBe(true);
  await expect(page.getByText(/27\.88\sUS\$/).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const thankYou = await buyThreeMonths(page.request);
  await page.goto(`${thankYou}&lang=ar`);
  await expect(page.getByRole('heading', { name: 'سيرتك الذاتية جاهزة!' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/account-settings?lang=ar');
  await expect(page.getByRole('heading', { name: 'تفاصيل الاشتراك' })).toBeVisible();
  await expect(page.getByText('الباقة: باقة 3 أشهر مفعّلة', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('an Arabic import review is laid out right to left, axe clean', async ({ page }) => {
  await page.goto('/import?lang=ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ابدأ بسيرتي الذاتية');
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  await page.getByLabel('ملف السيرة الذاتية').setInputFiles(SIDEBAR_PDF);
  await expect(page.getByRole('heading', { name: 'راجع ما قرأناه' })).toBeVisible();
  await expect(page.getByLabel('الوظيفة 1: جهة العمل')).toHaveAccessibleDescription(
    'تحقّق من هذا: لسنا متأكدين من أننا قرأناه بشكل صحيح',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('an Arabic design step is laid out right to left, axe clean', async ({ page }) => {
  await page.goto('/design?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'التصميم' })).toBeVisible();
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  // A new resume is written in the interface language (ADR 0085): its date examples are Arabic ones.
  await expect(page.getByLabel('لغة السيرة الذاتية')).toHaveValue('ar');
  await expect(page.getByRole('radio', { name: /عصري/ })).toBeAttached();
  // Mirrored: Back (رجوع) sits at the right-hand end of the step's way back and forward.
  const back = await page.getByRole('link', { name: 'رجوع' }).boundingBox();
  const next = await page.getByRole('link', { name: 'التالي: التحسين' }).boundingBox();
  expect(back && next && back.x > next.x).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
