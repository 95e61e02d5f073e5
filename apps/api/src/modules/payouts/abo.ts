import { parseCzechBankAccount, paymentText } from '@champions/domain';

/**
 * The Czech ABO bank file (`.kpc`, "formát ABO"), which every Czech bank's internet banking imports
 * as a batch of domestic payment orders. ASCII, one record per line, each ended by CR LF:
 *
 *   UHL1 record     'UHL1' + date created DDMMYY + client name (20, padded with spaces) + client number
 *                   (10 digits) + accounting files interval start and end (3 + 3 digits) + security code,
 *                   fixed and secret part (6 + 6 digits; '000000' where the bank does not use them)
 *   file header     '1' SP data type ('1501' = payment orders) SP file number (3 digits) and bank
 *                   branch (3 digits) SP bank code of the debit account (4 digits)
 *   group header    '2' SP debit account 'prefix-number' (6 + 10 digits) SP group total in haléře
 *                   (15 digits) SP due date DDMMYY
 *   item, each      credit account 'prefix-number' SP amount in haléře (15 digits) SP variable symbol
 *                   (10 digits) SP bank code (4) and constant symbol (4) SP specific symbol (10 digits)
 *                   SP 'AV:' message for the payee (up to 35 characters)
 *   group end       '3 +'
 *   file end        '5 +'
 *
 * Numbers are zero-padded on the left, so each field has a fixed width and the test can check it.
 */

export interface AboPayment {
  /** the payee's Czech account 'prefix-number/bank' */
  account: string;
  /** haléře, > 0 */
  amount: number;
  variableSymbol: string;
  message: string;
}

export interface AboFile {
  /** the payer (our) account 'prefix-number/bank' */
  debitAccount: string;
  clientName: string;
  /** Prague calendar dates 'YYYY-MM-DD' */
  createdOn: string;
  dueOn: string;
  payments: readonly AboPayment[];
}

const CRLF = '\r\n';
const digits = (value: number | string, width: number) => {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width)
    throw new RangeError(`${text} does not fit ${width} digits`);
  return text.padStart(width, '0');
};
const ddmmyy = (isoDate: string) => `${isoDate.slice(8, 10)}${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;

function account(value: string) {
  const parsed = parseCzechBankAccount(value);
  if (!parsed) throw new RangeError(`not a Czech account: ${value}`);
  return {
    text: `${digits(parsed.prefix || '0', 6)}-${digits(parsed.number, 10)}`,
    bankCode: parsed.bankCode,
  };
}

/** The ABO file of the payments (one accounting file, one group from the debit account). */
export function aboFile(file: AboFile): string {
  if (file.payments.length === 0) throw new RangeError('an ABO file needs at least one payment');
  const debit = account(file.debitAccount);
  const name = paymentText(file.clientName, 20).toUpperCase().padEnd(20, ' ');
  const total = file.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const lines = [
    `UHL1${ddmmyy(file.createdOn)}${name}${'0'.repeat(10)}001001${'0'.repeat(6)}${'0'.repeat(6)}`,
    `1 1501 001000 ${debit.bankCode}`,
    `2 ${debit.text} ${digits(total, 15)} ${ddmmyy(file.dueOn)}`,
    ...file.payments.map((payment) => {
      if (!Number.isInteger(payment.amount) || payment.amount <= 0)
        throw new RangeError('amount must be positive');
      const credit = account(payment.account);
      return [
        credit.text,
        digits(payment.amount, 15),
        digits(payment.variableSymbol, 10),
        `${credit.bankCode}0000`,
        '0'.repeat(10),
        `AV:${paymentText(payment.message, 35)}`,
      ].join(' ');
    }),
    '3 +',
    '5 +',
  ];
  return lines.map((line) => line + CRLF).join('');
}
