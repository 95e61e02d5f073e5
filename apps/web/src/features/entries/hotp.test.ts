import { HOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hmacSha256, hotpSha256, sha256 } from './hotp.ts';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const text = (value: string) => new TextEncoder().encode(value);

describe('SHA-256 and HMAC-SHA256', () => {
  it('match the standard test vectors', () => {
    expect(hex(sha256(text('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(text('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(text('a'.repeat(1000))))).toBe(
      '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3',
    );
    // RFC 4231, test case 2
    expect(hex(hmacSha256(text('Jefe'), text('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('give the same HOTP codes as the library the API uses', () => {
    const secret = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
    for (const counter of [0, 1, 59, 1_966_666, 2 ** 32 + 7]) {
      const reference = new HOTP({ secret: Secret.fromHex(secret), digits: 8, algorithm: 'SHA256' });
      expect(hotpSha256(secret, counter, 8)).toBe(reference.generate({ counter }));
    }
  });
});
