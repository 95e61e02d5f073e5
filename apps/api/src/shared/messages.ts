/**
 * The API's Czech answers that are not errors (the other half of the message catalogue; errors are
 * in error-codes.ts). Routes answer `{ message: MESSAGES.REQUEST_RECEIVED }`; no Czech in route files.
 */
export const MESSAGES = {
  REQUEST_RECEIVED: 'Děkujeme, vaši zprávu jsme přijali. Ozveme se vám do dvou pracovních dnů.',
} as const;
