import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { RESUME_WORDS } from '../../src/domain/resume-language';
import { readPdf } from '../support/pdf-document';
import { headings } from '../support/pdf-text';
import { downloaded } from './downloads';
import { expect, test } from './fixtures';
import { englishLeftInLanguage, htmlAttribute, openLanding } from './i18n-support';

/**
 * Issue 33's journey: "a Spanish visitor from /es/ through the builder, sign-up and download with a Spanish
 * resume". The visitor starts on the Spanish landing page, writes a resume through the builder's steps in
 * Spanish, signs up in the Spanish dialog, buys a plan in the sandbox checkout and downloads the PDF: every page
 * on the way keeps no English, the new resume is written in Spanish (the interface language), and the PDF's
 * section headings are Spanish.
 */

// A browser that asks for English: the /es/ address, not the browser, makes the choice.
test.use({ locale: 'en-US' });

/** No English on the page, once its Spanish heading shows (the language's catalogs have arrived). */
async function expectSpanish(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(await htmlAttribute(page, 'lang')).toBe('es');
  expect(await englishLeftInLanguage(page, 'es'), `English left on ${page.url()}`).toEqual([]);
}

const saveAndContinue = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Guardar y continuar', exact: true });

test('a Spanish visitor builds a resume from /es/, signs up, pays and downloads a Spanish PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openLanding(page, '/es/');
  await expectSpanish(page, 'Crea un currículum compatible con ATS en 7 minutos');
  await page.getByRole('main').getByRole('link', { name: 'Crear mi currículum' }).first().click();

  await expect(page).toHaveURL(/\/write\/personal-details/);
  // The builder's code and the Spanish catalogs arrive first: on a loaded machine, a while.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos personales', { timeout: 30_000 });
  // Required fields' labels end in an asterisk.
  await page.getByLabel(/^Nombre/).fill('Lucía');
  await page.getByLabel(/^Apellidos/).fill('Martín');
  await page.getByLabel('Puesto').fill('Enfermera');
  // The resume is written in Spanish, the interface language: its default title too.
  await expect(page.getByTestId('resume-title')).toHaveText('Currículum de Lucía Martín');
  await expectSpanish(page, 'Datos personales');
  await saveAndContinue(page).click();

  await expectSpanish(page, 'Contacto');
  await page.getByLabel('Correo electrónico').fill('lucia.martin@example.com');
  await page.getByLabel('Teléfono').fill('+34 600 000 000');
  await page.getByLabel('Ubicación').fill('Madrid');
  await saveAndContinue(page).click();

  await expectSpanish(page, 'Experiencia laboral');
  await page.getByLabel('Puesto').fill('Enfermera de quirófano');
  await page.getByLabel('Empresa').fill('Hospital La Paz');
  await page.getByLabel('Describe lo que hiciste').fill('Coordiné la atención de doce pacientes por turno');
  await page.getByRole('button', { name: 'Añadir tal cual' }).click();
  await expect(page.getByRole('textbox', { name: 'Viñetas finales' })).toContainText('doce pacientes');
  await page.getByRole('button', { name: 'Añadir al currículum' }).click();
  await expect(page.getByRole('list', { name: 'Puestos guardados' })).toContainText('Enfermera de quirófano');
  await expectSpanish(page, 'Experiencia laboral');
  await saveAndContinue(page).click();

  await expectSpanish(page, 'Formación');
  await page.getByLabel('Centro/Universidad').fill('Universidad Complutense de Madrid');
  await page.getByLabel('Título', { exact: true }).fill('Grado');
  await page.getByLabel('Especialidad').fill('Enfermería');
  await page.getByRole('button', { name: 'Añadir la formación' }).click();
  await expect(page.getByRole('list', { name: 'Formación guardada' })).toContainText('Complutense');
  await saveAndContinue(page).click();

  await expectSpanish(page, 'Aptitudes');
  await page.getByLabel('Aptitud personalizada').fill('Cuidados intensivos');
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Tus aptitudes' })).toContainText('Cuidados intensivos');
  await expectSpanish(page, 'Aptitudes');
  await saveAndContinue(page).click();

  await expectSpanish(page, 'Resumen profesional');
  await page.getByRole('textbox', { name: 'Resumen profesional' }).click();
  await page.keyboard.type('Enfermera con seis años en quirófano, tranquila bajo presión.');
  await saveAndContinue(page).click();

  // A guest's last step asks to sign up, in Spanish.
  const signUp = page.getByRole('dialog', { name: '¡No pierdas tu trabajo!' });
  await expect(signUp.getByText('Regístrate para guardar tu progreso.')).toBeVisible();
  expect(await englishLeftInLanguage(page, 'es', '[role="dialog"]')).toEqual([]);
  await signUp.getByLabel('Nombre').fill('Lucía');
  await signUp.getByLabel('Apellidos').fill('Martín');
  await signUp.getByLabel('Correo electrónico').fill(`es-${randomBytes(5).toString('hex')}@example.com`);
  await signUp.getByLabel('Contraseña', { exact: true }).fill('Journey-pass-1');
  await signUp.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page).toHaveURL(/\/loading$/);
  await expect(page.getByRole('heading', { name: 'Currículum optimizado correctamente' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/select-plan$/, { timeout: 10_000 });
  // The resume the guest wrote is the account's now, written in Spanish.
  const { user } = (await (await page.request.get('/api/current-user')).json()) as { user: { id: string } };
  const drafts = await page.request.get(`/api/resume-drafts/user/${user.id}`);
  expect(drafts.status(), await drafts.text()).toBe(200);
  const [draft] = ((await drafts.json()) as { resumeDrafts: { id: string }[] }).resumeDrafts;
  const saved = await page.request.get(`/api/resume-drafts/${draft?.id}`);
  const { resumeDraft } = (await saved.json()) as { resumeDraft: { data: { language?: string } } };
  expect(resumeDraft.data.language).toBe('es');

  await expectSpanish(page, /^Suscríbete para descargar tu currículum/);
  await page.getByRole('radio', { name: /Plan de 3 meses/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/[0-9a-f-]{36}$/);
  await expectSpanish(page, 'Pago de prueba');
  await page.getByRole('button', { name: /^Pagar / }).click();

  await expect(page).toHaveURL(/\/thank-you-3mo\?session=/);
  await expectSpanish(page, '¡Tu currículum está listo!');
  await page.getByRole('link', { name: 'Ir a mis currículums' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const row = page.getByTestId('draft-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Currículum de Lucía Martín');
  await expect(page.getByText('Plan de 3 meses activo')).toBeVisible();
  expect(await englishLeftInLanguage(page, 'es'), 'English left on the dashboard').toEqual([]);
  await row.getByRole('button', { name: 'Descargar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Descarga tu currículum' });
  await expect(dialog.getByText('Recomendado')).toBeVisible();
  expect(await englishLeftInLanguage(page, 'es', '[role="dialog"]')).toEqual([]);
  const pdf = await downloaded(page, () => dialog.getByTestId('download-pdf').click());

  // Named as the resume is, in its language: no English word in a Spanish resume's file or its PDF title.
  expect(pdf.name).toBe('Currículum de Lucía Martín.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const document = await readPdf(new Uint8Array(pdf.bytes));
  expect(document.title).toBe('Currículum de Lucía Martín');
  // The default template sets the summary under the name, without a heading.
  const spanish = RESUME_WORDS.es.headings;
  expect(headings(document).map((heading) => heading.text)).toEqual(
    expect.arrayContaining([spanish.experience, spanish.education, spanish.skills]),
  );
});
