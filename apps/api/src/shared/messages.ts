/**
 * The API's Czech answers that are not errors (the other half of the message catalogue; errors are
 * in error-codes.ts). Routes answer `{ message: MESSAGES.REQUEST_RECEIVED }`; no Czech in route files.
 */
export const MESSAGES = {
  REQUEST_RECEIVED: 'Děkujeme, vaši zprávu jsme přijali. Ozveme se vám do dvou pracovních dnů.',
  // accounts (modules/auth)
  CHECK_EMAIL: 'Pokud je e-mail v pořádku, poslali jsme na něj odkaz. Zkontrolujte prosím svou schránku.',
  EMAIL_RESTORED:
    'Původní e-mail je obnoven a všechna zařízení jsou odhlášena. Na e-mail jsme vám poslali odkaz pro nastavení nového hesla.',
  ACCOUNT_ERASED: 'Účet byl smazán. Doklady o platbách uchováváme po dobu, kterou vyžaduje zákon.',
  SIGNED_OUT: 'Byli jste odhlášeni.',
  SIGNED_OUT_EVERYWHERE: 'Byli jste odhlášeni ze všech zařízení.',
  /** the name an erased account keeps (the row stays, anonymised) */
  ERASED_ACCOUNT_NAME: 'Smazaný účet',
} as const;
