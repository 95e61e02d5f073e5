/** The company's invoice as its e-mail names it: amounts in haléře, the due date a day. */
export interface IssuedInvoice {
  number: string;
  month: string;
  amount: number;
  due: Date;
  variableSymbol: string;
  url: string;
}
