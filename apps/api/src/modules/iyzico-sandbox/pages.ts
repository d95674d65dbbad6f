import { cspHash } from '../../platform/inline-scripts.ts';

/**
 * The sandbox bank's HTML: the 3-D Secure start form iyzico hands to merchants, the bank's SMS page, and
 * the page that posts the result back to the merchant. Self-contained (no external files, one inline
 * style and script), so its own policy (BANK_PAGE_POLICY) can name both by their hashes.
 */

export const SANDBOX_SMS_CODE = '283126';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');

type Lang = 'tr' | 'en';
const t = (lang: Lang, tr: string, en: string) => (lang === 'en' ? en : tr);

const STYLE = `body{margin:0;background:#eef1f5;font-family:Helvetica,Arial,sans-serif;color:#1d2733}
.card{max-width:420px;margin:32px auto;background:#fff;border:1px solid #d5dbe3;border-radius:8px;overflow:hidden}
.head{background:#16325c;color:#fff;padding:14px 20px;display:flex;justify-content:space-between;align-items:center}
.head b{letter-spacing:1px}.head span{font-size:12px;opacity:.85}
.body{padding:20px}table{width:100%;border-collapse:collapse;font-size:14px;margin-bottom:16px}
td{padding:6px 0;border-bottom:1px solid #eef1f5}td:first-child{color:#5b6878}td:last-child{text-align:right;font-weight:600}
label{display:block;font-size:14px;margin-bottom:6px}input[type=text]{width:100%;box-sizing:border-box;font-size:22px;letter-spacing:6px;padding:10px;text-align:center;border:1px solid #aab4c0;border-radius:4px}
.row{display:flex;gap:10px;margin-top:14px}button{flex:1;padding:12px;font-size:15px;border-radius:4px;border:0;cursor:pointer}
.ok{background:#16325c;color:#fff}.cancel{background:#e4e8ee;color:#1d2733}
.hint{margin-top:16px;font-size:12px;background:#fff8e1;border:1px solid #f0d98c;padding:8px 10px;border-radius:4px}
.note{font-size:14px;line-height:1.5}`;

const CALLBACK_SCRIPT = `document.getElementById('callback').submit();`;

/**
 * The policy the bank's pages are sent with, as a bank's own: nothing but their inline style and the
 * callback page's script, framed only by the shop that serves them, and sandboxed even when opened on
 * their own (decision 017). Form posts are not limited: they go to whichever callback the merchant gave.
 */
export const BANK_PAGE_POLICY = [
  "default-src 'none'",
  `style-src ${cspHash(STYLE)}`,
  `script-src ${cspHash(CALLBACK_SCRIPT)}`,
  "base-uri 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-forms allow-scripts allow-top-navigation',
].join('; ');

function frame(lang: Lang, title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`;
}

/** threeDSHtmlContent: a form that takes the shopper to the bank's 3-D Secure page. */
export function threeDsStartHtml(action: string, paymentId: string): string {
  return frame(
    'tr',
    '3-D Secure',
    `<form id="iyzico-3ds-form" action="${escape(action)}" method="post">${hidden({ paymentId })}
<noscript><button type="submit">Devam / Continue</button></noscript></form>`,
    `document.getElementById('iyzico-3ds-form').submit();`,
  );
}

export interface BankPageInput {
  lang: Lang;
  action: string;
  merchant: string;
  amount: string;
  bankName: string;
  maskedCard: string;
  installment: number;
}

/** The bank's page asking for the one-time code sent by SMS. */
export function smsPage(p: BankPageInput): string {
  const rows: [string, string][] = [
    [t(p.lang, 'İşyeri', 'Merchant'), p.merchant],
    [t(p.lang, 'Tutar', 'Amount'), p.amount],
    [
      t(p.lang, 'Taksit', 'Instalments'),
      p.installment > 1 ? String(p.installment) : t(p.lang, 'Tek çekim', 'Single payment'),
    ],
    [t(p.lang, 'Kart', 'Card'), p.maskedCard],
    [
      t(p.lang, 'Tarih', 'Date'),
      new Date().toLocaleString(p.lang === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul' }),
    ],
  ];
  return frame(
    p.lang,
    `${p.bankName} 3-D Secure`,
    `<div class="card"><div class="head"><b>${escape(p.bankName)}</b><span>3-D Secure</span></div><div class="body">
<table>${rows.map(([k, v]) => `<tr><td>${escape(k)}</td><td>${escape(v)}</td></tr>`).join('')}</table>
<form method="post" action="${escape(p.action)}">
<label for="smsCode">${escape(t(p.lang, 'Cep telefonunuza gönderilen doğrulama kodunu giriniz', 'Enter the verification code sent to your phone'))}</label>
<input type="text" id="smsCode" name="smsCode" inputmode="numeric" autocomplete="one-time-code" maxlength="6" autofocus>
<div class="row"><button class="cancel" type="submit" name="action" value="cancel">${escape(t(p.lang, 'İptal', 'Cancel'))}</button>
<button class="ok" type="submit" name="action" value="confirm">${escape(t(p.lang, 'Onayla', 'Confirm'))}</button></div>
</form>
<div class="hint">${escape(t(p.lang, 'Sandbox: test SMS kodu', 'Sandbox: the test SMS code is'))} <b>${SANDBOX_SMS_CODE}</b></div>
</div></div>`,
  );
}

/**
 * Posts the 3-D Secure result to the merchant's callbackUrl, as iyzico's page does: in the same frame,
 * so the shop's answer (a redirect to its result page) opens in the frame too.
 */
export function callbackPostPage(
  lang: Lang,
  callbackUrl: string,
  fields: Record<string, string>,
  message: string,
): string {
  return frame(
    lang,
    '3-D Secure',
    `<div class="card"><div class="body"><p class="note">${escape(message)}</p>
<form id="callback" method="post" action="${escape(callbackUrl)}">${hidden(fields)}
<button class="ok" type="submit">${escape(t(lang, 'Mağazaya dön', 'Back to the shop'))}</button></form></div></div>`,
    CALLBACK_SCRIPT,
  );
}

export function messagePage(lang: Lang, title: string, text: string): string {
  return frame(
    lang,
    title,
    `<div class="card"><div class="head"><b>${escape(title)}</b></div><div class="body"><p class="note">${escape(text)}</p></div></div>`,
  );
}
