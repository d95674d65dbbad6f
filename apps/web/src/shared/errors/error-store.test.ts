import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { dismissErrorModal, errorStore, showErrorModal } from './error-store.ts';
import { errorMessageFor, UNKNOWN_ERROR_TR } from './handle-error.ts';

describe('error modal queue', () => {
  it('does not show the same message twice at once', () => {
    errorStore.set([]);
    showErrorModal({ message: 'Kupon geçersiz', closable: true });
    showErrorModal({ message: 'Kupon geçersiz', closable: false });
    showErrorModal({ message: 'Başka bir hata', closable: true });
    expect(errorStore.get().map((e) => e.message)).toEqual(['Kupon geçersiz', 'Başka bir hata']);
    dismissErrorModal(errorStore.get()[0]!.id);
    showErrorModal({ message: 'Kupon geçersiz', closable: true });
    expect(errorStore.get().map((e) => e.message)).toEqual(['Başka bir hata', 'Kupon geçersiz']);
  });
});

describe('error message', () => {
  it("is the server's message, else the fallback, else the Turkish default", () => {
    expect(errorMessageFor(new ApiError(400, 'Sunucu mesajı', 'X'))).toBe('Sunucu mesajı');
    expect(errorMessageFor(new ApiError(500, undefined, 'INTERNAL'), 'Yedek')).toBe('Yedek');
    expect(errorMessageFor(new Error('boom'))).toBe(UNKNOWN_ERROR_TR);
    expect(UNKNOWN_ERROR_TR).toBe('Bilinmeyen bir hata oluştu!');
  });
});
