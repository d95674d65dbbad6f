import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from '../../shared/api/api-error.ts';
import { adminText, type Translate } from '../i18n/use-admin-text.ts';
import { serverMessage } from './use-admin-mutation.ts';

const trT: Translate = (key, values) => adminText('tr-TR', key, values);

describe('the server words a back-office failure shows', () => {
  it('name each refused field by its label, for an answer as the API sends it and for one wrapped as a cause', () => {
    const refusal = apiErrorFrom(400, {
      errorMessage: 'Gönderilen bilgiler geçersiz. (body.privacyPolicy: Yasal metin boş bırakılamaz.)',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.privacyPolicy', message: 'Yasal metin boş bırakılamaz.' }],
    });
    const said = 'Gönderilen bilgiler geçersiz. Gizlilik politikası (Türkçe): Yasal metin boş bırakılamaz.';
    expect(serverMessage(refusal, trT)).toBe(said);
    expect(serverMessage(new Error('upload failed', { cause: refusal }), trT)).toBe(said);
  });

  it('keep a refusal without fields as the server said it, and say nothing for a failure with no answer', () => {
    const conflict = apiErrorFrom(409, { errorMessage: 'Bu kupon kodu zaten var.', code: 'CONFLICT' });
    expect(serverMessage(conflict, trT)).toBe('Bu kupon kodu zaten var.');
    expect(serverMessage(new TypeError('Failed to fetch'), trT)).toBeUndefined();
  });
});
