import { API, type AllContent } from '@kehribar/contracts';
import type { Page } from '@playwright/test';
import { tr as adminTr } from '../apps/web/src/admin/i18n/tr.ts';
import {
  adminLogin,
  apiCall,
  expect,
  guestSession,
  isPhone,
  loginAdminInBrowser,
  test,
  usePreferences,
} from './fixtures.ts';
import { expectAccessible } from './support/axe.ts';
import { captchaSolved } from './support/captcha.ts';
import { translations } from './support/i18n.ts';

// Issue 7 (web side): the content pages render in Turkish and English without console errors and
// without serious accessibility violations; the contact form's message reaches the back office; the
// cookie notice shows on the first visit and, once answered, stays away.

type T = ReturnType<typeof translations>;
const LANGUAGES = [
  { code: 'tr-TR', t: translations('tr') },
  { code: 'en-EN', t: translations('en') },
] as const;
const tr = LANGUAGES[0].t;

/** What the web app stores after 'only necessary' (localStorage 'cookieConsent'). */
const CONSENT = {
  version: 1,
  date: '2026-01-01T00:00:00.000Z',
  necessary: true,
  analytics: false,
  marketing: false,
};

async function preAcceptCookies(page: Page) {
  await page.addInitScript((consent) => {
    if (!localStorage.getItem('cookieConsent'))
      localStorage.setItem('cookieConsent', JSON.stringify(consent));
  }, CONSENT);
}

/** Console errors of the page (failed requests, React warnings logged as errors, CSP refusals). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** How many entries a translated list has (items.0, items.1 ...). */
function count(t: T, key: string): number {
  let n = 0;
  for (;;) {
    try {
      t(`${key}.${n}.id`);
      n += 1;
    } catch {
      return n;
    }
  }
}

async function allContent(request: Parameters<typeof guestSession>[0], language: string) {
  const guest = await guestSession(request);
  return apiCall<AllContent>(request, 'GET', API.Products.GetAllContent, {
    token: guest.token,
    headers: { 'accept-language': language, sessionid: guest.sessionId },
  });
}

for (const { code, t } of LANGUAGES) {
  test(`every content page renders in ${code}, titled, without console errors or serious axe violations`, async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const content = await allContent(request, code);
    await usePreferences(page, { language: code });
    await preAcceptCookies(page);
    const heading = (name: string) => page.getByRole('heading', { level: 1, name });
    const titled = async (key: string) => {
      await expect(heading(t(key))).toBeVisible();
      await expect(page).toHaveTitle(`${t(key)} — Kehribar`);
    };

    // About us: picture, the translated story, the two value tiles.
    await page.goto('/about-us');
    await titled('content.aboutUs.title');
    const about = content.aboutUs[0]!;
    const story = (code === 'en-EN' ? about.descriptionEN : about.description).split(/\n\s*\n/)[0]!;
    await expect(page.getByText(story.trim())).toBeVisible();
    await expect(page.getByRole('img', { name: t('content.aboutUs.imageAlt') })).toBeVisible();
    for (const key of ['handmade', 'quality'])
      await expect(page.getByRole('heading', { name: t(`content.aboutUs.${key}.title`) })).toBeVisible();
    await expectAccessible(page, `/about-us ${code}`);

    // Stores: one card per store with its mailto link.
    await page.goto('/stores');
    await titled('content.stores.title');
    for (const store of content.stores) {
      await expect(page.getByRole('heading', { name: store.storeTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: store.storeEmail })).toHaveAttribute(
        'href',
        `mailto:${store.storeEmail}`,
      );
    }
    await expectAccessible(page, `/stores ${code}`);

    // Contact: the form and the shop's contact details.
    await page.goto('/contact-us');
    await titled('content.contact.title');
    await expect(page.getByRole('button', { name: t('content.contact.submit') })).toBeVisible();
    await expect(page.getByRole('link', { name: content.staticContent.mailInfo }).first()).toBeVisible();
    await expectAccessible(page, `/contact-us ${code}`);

    // Natural stones: the first stone (amber) preselected, with its whole panel.
    await page.goto('/natural-stones');
    await titled('naturalStones.title');
    expect(count(t, 'naturalStones.items')).toBeGreaterThanOrEqual(8);
    expect(t('naturalStones.items.0.id')).toBe('amber');
    const amber = t('naturalStones.items.0.name');
    await expect(page.getByLabel(t('naturalStones.selectLabel'))).toHaveValue('amber');
    await expect(page.getByRole('heading', { level: 2, name: amber })).toBeVisible();
    await expect(page.getByRole('img', { name: t('naturalStones.imageAlt', { name: amber }) })).toBeVisible();
    for (const key of ['appearance', 'hardness', 'composition', 'origin'])
      await expect(page.getByText(t(`naturalStones.${key}`), { exact: true })).toBeVisible();
    await expect(page.getByText(t('naturalStones.items.0.physicalProperties.hardness'))).toBeVisible();
    await expectAccessible(page, `/natural-stones ${code}`);

    // Blog: the cards; the dialog is checked in its own test.
    await page.goto('/blog');
    await titled('blog.title');
    const posts = count(t, 'blog.items');
    expect(posts).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole('button', { name: t('blog.readMore') })).toHaveCount(posts);
    await expect(page.getByRole('heading', { level: 2, name: t('blog.items.0.title') })).toBeVisible();
    await expectAccessible(page, `/blog ${code}`);

    // Certificates: one row each, a placeholder picture where there is none.
    await page.goto('/certificates');
    await titled('certificates.title');
    const certificates = count(t, 'certificates.items');
    expect(certificates).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < certificates; i++)
      await expect(
        page.getByRole('heading', { level: 2, name: t(`certificates.items.${i}.title`) }),
      ).toBeVisible();
    await expectAccessible(page, `/certificates ${code}`);

    expect(errors, 'console errors').toEqual([]);
  });
}

test('natural stones: choosing a stone shows its panel and keeps it in the URL', async ({ page }) => {
  await preAcceptCookies(page);
  await page.goto('/natural-stones');
  const select = page.getByLabel(tr('naturalStones.selectLabel'));
  const index = count(tr, 'naturalStones.items') - 1;
  const last = { id: tr(`naturalStones.items.${index}.id`), name: tr(`naturalStones.items.${index}.name`) };
  await select.selectOption(last.id);
  await expect(page).toHaveURL(new RegExp(`[?&]stone=${last.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: last.name })).toBeVisible();
  await expect(page.getByText(tr(`naturalStones.items.${index}.origin`))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(tr('naturalStones.selectLabel'))).toHaveValue(last.id);
});

test('blog: read more opens the whole post with its sections, and the close button closes it', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await preAcceptCookies(page);
  await page.goto('/blog');
  const title = tr('blog.items.0.title');
  await page.getByRole('button', { name: tr('blog.readMoreLabel', { title }) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: tr('blog.items.0.sections.0.title') })).toBeVisible();
  await expect(dialog.getByText(tr('blog.items.0.sections.2.title'))).toBeVisible();
  await expectAccessible(page, 'the blog dialog');
  await dialog
    .getByRole('button', { name: tr('blog.close'), exact: true })
    .last()
    .click();
  await expect(dialog).toBeHidden();
  expect(errors, 'console errors').toEqual([]);
});

test('the contact form: names what is missing, thanks on success and clears; the message reaches the back office', async ({
  page,
  request,
}, testInfo) => {
  await preAcceptCookies(page);
  await page.goto('/contact-us');
  const submit = page.getByRole('button', { name: tr('content.contact.submit') });
  const email = page.getByLabel(tr('content.contact.email'));
  const name = page.getByLabel(tr('content.contact.name'));
  const phone = page.getByLabel(tr('content.contact.phone'));
  const message = page.getByLabel(tr('content.contact.message'));
  const text = `Merhaba, ${testInfo.project.name} projesinden bir soru: kehribar tesbihler için ölçü alıyor musunuz? ${Date.now()}`;

  // A send with nothing filled names what is missing, and sends nothing.
  await submit.click();
  await expect(page.getByTestId('contact-missing')).toContainText(tr('content.contact.email'));
  await name.fill('Ayşe Yılmaz');
  // The captcha beside the form starts as soon as the form is worked on; sent once it is solved.
  await captchaSolved(page);
  await email.fill('ayse@');
  await message.fill(text);
  await email.blur();
  await expect(page.getByText(tr('content.contact.errors.email'))).toBeVisible();
  await email.fill('ayse.yilmaz@example.com');
  await phone.fill('+90 532 000 00 00');
  await expect(message).toHaveValue(text);
  await submit.click();

  await expect(page.getByRole('heading', { name: tr('content.contact.successTitle') })).toBeVisible();
  await page.getByRole('button', { name: tr('content.contact.sendAnother') }).click();
  await expect(page.getByLabel(tr('content.contact.email'))).toHaveValue('');
  await expect(page.getByLabel(tr('content.contact.message'))).toHaveValue('');

  // The owner reads it: through the API ...
  const admin = await adminLogin(request);
  const messages = await apiCall<{ email: string; name: string; phoneNumber: string | null; info: string }[]>(
    request,
    'GET',
    API.Account.GetAllContactUs,
    { token: admin.token },
  );
  expect(messages).toContainEqual(
    expect.objectContaining({ email: 'ayse.yilmaz@example.com', name: 'Ayşe Yılmaz', info: text }),
  );

  // ... and on the back office's subscribers screen.
  await loginAdminInBrowser(page);
  await page.goto('/admin-panel/subscribers');
  const table = page.getByRole('table', { name: adminTr['subscribers.contacts'] });
  await expect(table.getByText(text)).toBeVisible();
});

test('the contact form shows the server’s words when it refuses (too many messages)', async ({ page }) => {
  await preAcceptCookies(page);
  const refusal = 'Çok fazla mesaj gönderdiniz. Lütfen 10 dakika sonra yeniden deneyin.';
  await page.route('**/api/Account/AddContactInfo', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ errorMessage: refusal, code: 'RATE_LIMITED' }),
    }),
  );
  await page.goto('/contact-us');
  await page.getByLabel(tr('content.contact.name')).fill('Deneme');
  await captchaSolved(page);
  await page.getByLabel(tr('content.contact.email')).fill('deneme@example.com');
  await page.getByLabel(tr('content.contact.message')).fill('Bir soru');
  await expect(page.getByLabel(tr('content.contact.message'))).toHaveValue('Bir soru');
  const submit = page.getByRole('button', { name: tr('content.contact.submit') });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(refusal);
  // No thanks, no error modal, and the text is still there to send later.
  await expect(page.getByRole('heading', { name: tr('content.contact.successTitle') })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel(tr('content.contact.message'))).toHaveValue('Bir soru');
});

test('the cookie notice: on the first visit, never blocking; after ‘only necessary’ it stays away', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/about-us');
  const notice = page.getByRole('region', { name: tr('cookies.title') });
  await expect(notice).toBeVisible();
  await expectAccessible(page, 'the cookie notice');

  // Not a modal: the page behind stays usable while the notice is up.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (isPhone(page)) {
    await page
      .getByRole('button', { name: tr('nav.menu') })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await page
      .getByRole('main')
      .getByRole('link', { name: tr('content.aboutUs.toStores') })
      .click();
    await expect(page).toHaveURL(/\/stores$/);
  }

  // The preferences: the optional categories start unticked, the necessary one cannot be switched off.
  await notice.getByRole('button', { name: tr('cookies.preferences') }).click();
  const preferences = page.getByRole('region', { name: tr('cookies.preferencesTitle') });
  await expect(preferences.getByRole('checkbox', { name: tr('cookies.necessary.title') })).toBeChecked();
  await expect(preferences.getByRole('checkbox', { name: tr('cookies.necessary.title') })).toBeDisabled();
  await expect(preferences.getByRole('checkbox', { name: tr('cookies.analytics.title') })).not.toBeChecked();
  await expect(preferences.getByRole('checkbox', { name: tr('cookies.marketing.title') })).not.toBeChecked();
  await preferences.getByRole('button', { name: tr('cookies.back') }).click();

  // The privacy policy opens from the notice.
  await notice.getByRole('button', { name: tr('cookies.privacyLink') }).click();
  const policy = page.getByRole('dialog');
  await expect(policy).toBeVisible();
  await expect(policy).toContainText('KVKK');
  await page.keyboard.press('Escape');
  await expect(policy).toBeHidden();

  await notice.getByRole('button', { name: tr('cookies.onlyNecessary') }).click();
  await expect(notice).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
  expect(stored).toMatchObject({ version: 1, necessary: true, analytics: false, marketing: false });
  expect(Number.isNaN(Date.parse(stored.date))).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: tr('cookies.title') })).toHaveCount(0);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: tr('blog.title') })).toBeVisible();
  await expect(page.getByRole('region', { name: tr('cookies.title') })).toHaveCount(0);
  expect(errors, 'console errors').toEqual([]);
});

test('the cookie notice asks again when its version changes, and "accept all" is stored as such', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ version: 0, date: '2025-01-01T00:00:00.000Z', necessary: true }),
      );
    }
  });
  await page.goto('/stores');
  const notice = page.getByRole('region', { name: tr('cookies.title') });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: tr('cookies.acceptAll') }).click();
  await expect(notice).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
  expect(stored).toMatchObject({ version: 1, analytics: true, marketing: true });
});
