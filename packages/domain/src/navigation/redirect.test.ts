import { describe, expect, it } from 'vitest';
import {
  parsePostLoginTarget,
  postLoginTargetPath,
  REDIRECT_STORAGE_KEY,
  resolvePostLoginRedirect,
  safeRedirectPath,
} from './redirect.ts';

const stored = (value: unknown) => resolvePostLoginRedirect({ stored: JSON.stringify(value) });

describe('resolvePostLoginRedirect (SPEC "Post-login return")', () => {
  it('has a namespaced storage key', () => {
    expect(REDIRECT_STORAGE_KEY).toBe('champions.postLoginRedirect');
  });

  it('returns to the activity with its selection', () => {
    expect(
      stored({
        type: 'activity',
        activityId: 'a 1',
        selectedOption: 'opt-2',
        timeSlotId: 77,
        selectedDate: '2026-03-01',
      }),
    ).toBe('/activities/a%201?selectedOption=opt-2&timeSlotId=77&selectedDate=2026-03-01');
  });

  it('can ask the activity page to start the payment automatically', () => {
    expect(stored({ type: 'activity', activityId: '5', autoPay: true })).toBe('/activities/5?autoPay=true');
    expect(stored({ type: 'activity', activityId: '5', autoPay: 'yes', selectedOption: '' })).toBe(
      '/activities/5',
    );
  });

  it('goes to PAYG+', () => {
    expect(stored({ type: 'paygplus' })).toBe('/paygplus');
  });

  it('goes to the Championship checkout with the saved area and type', () => {
    expect(stored({ type: 'championship', selectedArea: 'praha', selectedType: 'yearly' })).toBe(
      '/championship/checkout?selectedArea=praha&selectedType=yearly',
    );
    expect(stored({ type: 'championship', nationwide: true, selectedType: 'flexible' })).toBe(
      '/championship/checkout?nationwide=true&selectedType=flexible',
    );
    expect(stored({ type: 'championship' })).toBe('/championship/checkout');
  });

  it('goes to the campaign activity', () => {
    expect(stored({ type: 'campaignActivity', activityId: 9 })).toBe('/campaignActivity/9');
    expect(stored({ type: 'campaignActivity' })).toBe('/campaignActivity');
  });

  it('goes to the subscription page with its action', () => {
    expect(stored({ type: 'subscription', action: 'renew' })).toBe('/user/subscription?action=renew');
    expect(stored({ type: 'subscription' })).toBe('/user/subscription');
  });

  it('falls back to /user for anything else (SPEC 8)', () => {
    expect(resolvePostLoginRedirect({})).toBe('/user');
    expect(resolvePostLoginRedirect({ stored: '' })).toBe('/user');
    expect(resolvePostLoginRedirect({ stored: '{not json' })).toBe('/user');
    expect(resolvePostLoginRedirect({ stored: 'null' })).toBe('/user');
    expect(resolvePostLoginRedirect({ stored: '"text"' })).toBe('/user');
    expect(stored({ type: 'unknown' })).toBe('/user');
    expect(stored({ type: 'activity' })).toBe('/user');
    expect(stored({ type: 'activity', activityId: '  ' })).toBe('/user');
    expect(stored({ type: 'activity', activityId: Number.NaN })).toBe('/user');
  });

  it('lets a safe ?redirect= path win over the stored target', () => {
    expect(
      resolvePostLoginRedirect({
        query: '/user/history?page=2',
        stored: JSON.stringify({ type: 'paygplus' }),
      }),
    ).toBe('/user/history?page=2');
    expect(
      resolvePostLoginRedirect({
        query: 'https://evil.example/',
        stored: JSON.stringify({ type: 'paygplus' }),
      }),
    ).toBe('/paygplus');
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with query and hash', () => {
    expect(safeRedirectPath('/user/qr-code')).toBe('/user/qr-code');
    expect(safeRedirectPath('/activities?search=j%C3%B3ga#top')).toBe('/activities?search=j%C3%B3ga#top');
    expect(safeRedirectPath('/a/../user')).toBe('/user');
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/activities/j%C3%B3ga')).toBe('/activities/j%C3%B3ga');
    expect(safeRedirectPath('/user/./history/')).toBe('/user/history/');
    expect(safeRedirectPath('/%75ser')).toBe('/user');
  });

  it.each([
    null,
    undefined,
    '',
    'user',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\tevil',
    '/user/login',
    '/user/login?redirect=/user',
    // a browser reads these as //evil.example (another site) once it resolves the dots and backslashes
    '/.//evil.example',
    '/..//x',
    '/a/..//x',
    '/%2e//x',
    '/%2E%2E//x',
    '/%252e//x',
    '/./\\x',
    '/%5c%5cevil.example',
    '/%2f%2fevil.example',
    '/user//x',
    '/%E0%A4%A',
    '/%25252525252e',
    '/%0aevil',
    // not a page of ours
    '/evil.example',
  ])('rejects %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('parsePostLoginTarget / postLoginTargetPath', () => {
  it('normalises what it keeps', () => {
    expect(parsePostLoginTarget('{"type":"paygplus","extra":1}')).toEqual({ type: 'paygplus' });
    expect(postLoginTargetPath(null)).toBe('/user');
  });
});
