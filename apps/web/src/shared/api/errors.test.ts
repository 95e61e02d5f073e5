import { describe, expect, it } from 'vitest';
import { ApiError, apiFieldErrors, responseMessage, storeErrorMessage } from './errors.ts';

describe('storeErrorMessage (SPEC 8, any store-level failure)', () => {
  it('takes the message from the response first', () => {
    const error = new ApiError('HTTP 400', 400, { message: 'Aktivita neexistuje', error: 'Bad Request' });
    expect(storeErrorMessage(error)).toBe('Aktivita neexistuje');
  });

  it('takes the response error field when there is no message', () => {
    expect(storeErrorMessage(new ApiError('HTTP 409', 409, { error: 'Already subscribed' }))).toBe(
      'Already subscribed',
    );
  });

  it("falls back to the error's message", () => {
    expect(storeErrorMessage(new ApiError('HTTP 500', 500, '<html>oops</html>'))).toBe('HTTP 500');
    expect(storeErrorMessage(new ApiError('HTTP 502', 502, { message: '  ' }))).toBe('HTTP 502');
    expect(storeErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(storeErrorMessage({ message: 'plain object' })).toBe('plain object');
  });

  it("falls back to 'Unknown error'", () => {
    expect(storeErrorMessage(new Error(''))).toBe('Unknown error');
    expect(storeErrorMessage(undefined)).toBe('Unknown error');
    expect(storeErrorMessage('string')).toBe('Unknown error');
    expect(storeErrorMessage({ code: 1 })).toBe('Unknown error');
  });

  it('reads response bodies defensively', () => {
    expect(responseMessage(null)).toBeUndefined();
    expect(responseMessage({ message: 42 })).toBeUndefined();
  });
});

describe('apiFieldErrors', () => {
  it('keys the field messages of a 400 by field name without the body. prefix', () => {
    const error = new ApiError('Neplatná data', 400, {
      statusCode: 400,
      code: 'VALIDATION',
      error: 'Bad Request',
      message: 'Neplatná data',
      details: {
        fields: [
          { field: 'body.email', message: 'Zadejte platný e-mail.' },
          { field: 'body.email', message: 'druhá zpráva' },
          { field: 'query.page', message: 'Stránka musí být číslo.' },
          { field: 42, message: 'ignored' },
        ],
      },
    });
    expect(apiFieldErrors(error)).toEqual({
      email: 'Zadejte platný e-mail.',
      page: 'Stránka musí být číslo.',
    });
  });

  it('gives nothing for other errors', () => {
    expect(apiFieldErrors(new ApiError('x', 401, { message: 'Nesprávný e-mail nebo heslo.' }))).toEqual({});
    expect(apiFieldErrors(new Error('x'))).toEqual({});
  });
});
