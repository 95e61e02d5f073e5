import { describe, expect, it } from 'vitest';
import { aboFile } from '../src/modules/payouts/index.ts';

/**
 * The ABO bank file (.kpc) checked field by field against the format's published layout (the Czech
 * banks' "formát ABO" for domestic payment orders: UHL1 record, accounting file header '1',
 * group header '2', items, group end '3 +', file end '5 +'; fixed fields, CR LF after every record).
 */

const file = aboFile({
  debitAccount: '2000145399/0800',
  clientName: 'Champions s.r.o.',
  createdOn: '2026-11-23',
  dueOn: '2026-11-24',
  payments: [
    {
      account: '19-2000145399/0800',
      amount: 30_669,
      variableSymbol: '202610',
      message: 'Champions výplata 2026-10',
    },
    { account: '2000145399/0100', amount: 7_000_000, variableSymbol: '2026047', message: 'Týden * 47' },
  ],
});
const records = file.split('\r\n');

/** Cuts a record into fields of the given widths (a space separator is its own field of width 1). */
function cut(record: string, widths: number[]): string[] {
  const fields: string[] = [];
  let at = 0;
  for (const width of widths) {
    fields.push(record.slice(at, at + width));
    at += width;
  }
  expect(at).toBe(record.length);
  return fields;
}

describe('ABO (.kpc) bank file', () => {
  it('is ASCII with every record ended by CR LF and nothing after the file end', () => {
    expect(/^[\x20-\x7e\r\n]*$/.test(file)).toBe(true);
    expect(file.endsWith('5 +\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '').includes('\n')).toBe(false);
    expect(records).toHaveLength(8); // UHL1, 1, 2, two items, 3, 5, and the empty rest after the last CR LF
    expect(records.at(-1)).toBe('');
  });

  it('UHL1: type, date created DDMMYY, client name 20, client number 10, file interval 3+3, codes 6+6', () => {
    const [type, created, name, clientNumber, from, to, fixedCode, secretCode] = cut(
      records[0]!,
      [4, 6, 20, 10, 3, 3, 6, 6],
    );
    expect(type).toBe('UHL1');
    expect(created).toBe('231126');
    expect(name).toBe('CHAMPIONS S.R.O.    ');
    expect(clientNumber).toBe('0000000000');
    expect([from, to]).toEqual(['001', '001']);
    expect([fixedCode, secretCode]).toEqual(['000000', '000000']);
  });

  it('accounting file header: "1", data type 1501 (payment orders), file number and branch, bank code', () => {
    const [type, , dataType, , fileNumber, branch, , bankCode] = cut(records[1]!, [1, 1, 4, 1, 3, 3, 1, 4]);
    expect(type).toBe('1');
    expect(dataType).toBe('1501');
    expect(fileNumber).toBe('001');
    expect(branch).toBe('000');
    expect(bankCode).toBe('0800');
  });

  it('group header: "2", debit account prefix-number, total in haléře (15), due date DDMMYY', () => {
    const [type, , prefix, dash, number, , total, , due] = cut(records[2]!, [1, 1, 6, 1, 10, 1, 15, 1, 6]);
    expect(type).toBe('2');
    expect(`${prefix}${dash}${number}`).toBe('000000-2000145399');
    expect(total).toBe('000000007030669'); // 306,69 Kč + 70 000 Kč
    expect(due).toBe('241126');
  });

  it('items: credit account, amount (15), variable symbol (10), bank code + constant symbol, specific symbol, AV: message', () => {
    const [prefix, dash, number, , amount, , vs, , bank, ks, , ss, , message] = cut(records[3]!, [
      6,
      1,
      10,
      1,
      15,
      1,
      10,
      1,
      4,
      4,
      1,
      10,
      1,
      records[3]!.length - 65,
    ]);
    expect(`${prefix}${dash}${number}`).toBe('000019-2000145399');
    expect(amount).toBe('000000000030669');
    expect(vs).toBe('0000202610');
    expect(bank).toBe('0800');
    expect(ks).toBe('0000');
    expect(ss).toBe('0000000000');
    expect(message).toBe('AV:Champions vyplata 2026-10');
    const second = cut(records[4]!, [17, 1, 15, 1, 10, 1, 8, 1, 10, 1, records[4]!.length - 65]);
    expect(second[0]).toBe('000000-2000145399');
    expect(second[2]).toBe('000000007000000');
    expect(second[4]).toBe('0002026047');
    expect(second[6]).toBe('01000000');
    expect(second[10]).toBe('AV:Tyden 47');
  });

  it('ends the group with "3 +" and the file with "5 +"', () => {
    expect(records[5]).toBe('3 +');
    expect(records[6]).toBe('5 +');
  });

  it('caps the message at 35 characters and refuses what does not fit the layout', () => {
    const long = aboFile({
      debitAccount: '2000145399/0800',
      clientName: 'A very long client name that goes on',
      createdOn: '2026-11-23',
      dueOn: '2026-11-24',
      payments: [{ account: '2000145399/0800', amount: 1, variableSymbol: '1', message: 'x'.repeat(80) }],
    }).split('\r\n');
    expect(long[0]!.slice(10, 30)).toBe('A VERY LONG CLIENT N');
    expect(long[3]!.split(' AV:')[1]).toHaveLength(35);
    const base = {
      debitAccount: '2000145399/0800',
      clientName: 'X',
      createdOn: '2026-11-23',
      dueOn: '2026-11-24',
    };
    expect(() => aboFile({ ...base, payments: [] })).toThrow(RangeError);
    expect(() =>
      aboFile({ ...base, payments: [{ account: 'IBAN?', amount: 1, variableSymbol: '1', message: '' }] }),
    ).toThrow(RangeError);
    expect(() =>
      aboFile({
        ...base,
        payments: [{ account: '2000145399/0800', amount: 0, variableSymbol: '1', message: '' }],
      }),
    ).toThrow(RangeError);
    expect(() =>
      aboFile({
        ...base,
        payments: [{ account: '2000145399/0800', amount: 1, variableSymbol: '12345678901', message: '' }],
      }),
    ).toThrow(RangeError);
  });
});
