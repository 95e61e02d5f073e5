import { CONSTANTS, customerTerms, DAY_MS, type Language, TERMS_VALID_FROM } from '@champions/domain';
import { czechWithEnglish } from '../shared/bilingual-texts.ts';
import { renderPdf } from '../shared/pdf-document.ts';
import { CONTRACT_TEXTS } from './contract-texts.ts';
import { CONTRACT_TEXTS_EN } from './contract-texts-en.ts';
import type { PlanLabel } from './plan-label.ts';

export interface ContractFacts {
  seller: { name: string; address: string; ico: string; dic: string; email: string };
  customer: { name: string; email: string };
  /** named in each half's language: an English customer's English lines name it in English */
  plan: PlanLabel;
  orderedAt: Date;
  startsAt: Date;
  pricePerPeriod: number;
  periods: number;
  /** the express request to start at once (Civil Code §1823) given at checkout */
  startedAtOnce: boolean;
  /** the web's terms page, whose English translation an English customer is pointed to */
  termsUrl: string;
}

// A Czech consumer contract binds in Czech: an English customer's copy keeps every Czech line first, its English below.
const TEXTS = {
  cs: { line: CONTRACT_TEXTS, title: CONTRACT_TEXTS.pdfTitle },
  en: {
    line: czechWithEnglish(CONTRACT_TEXTS, CONTRACT_TEXTS_EN, '\n'),
    title: czechWithEnglish(CONTRACT_TEXTS, CONTRACT_TEXTS_EN).pdfTitle,
  },
};

const BLANK = '..............................................................';

/**
 * The confirmation of a subscription contract in text form (Civil Code §1824): who, what, the price,
 * the terms valid at the order, the instructions on withdrawal and the model withdrawal form
 * (Government Decree 363/2013 Coll., annex). Czech; for a customer whose language is English each line
 * has its English below it, and the terms (quoted in Czech) point to their English translation.
 */
export function renderContractPdf(facts: ContractFacts, language: Language = 'cs'): Promise<Buffer> {
  const { line: text, title } = TEXTS[language];
  return renderPdf({ Title: title(facts.plan), Author: facts.seller.name }, (doc) => {
    const heading = (words: string) => doc.moveDown().font('bold').fontSize(12).text(words).font('regular');
    const line = (words: string) => doc.font('regular').fontSize(10).text(words);
    const field = (label: string, blank = BLANK) => {
      doc.moveDown();
      line(`${label}: ${blank}`);
    };
    const deadline = new Date(facts.orderedAt.getTime() + CONSTANTS.WITHDRAWAL_DAYS * DAY_MS);
    const { seller } = facts;

    doc.font('bold').fontSize(18).text(text.heading);
    line(text.orderedAt(facts.orderedAt));
    heading(text.provider);
    line(seller.name);
    line(seller.address);
    line(text.providerIds(seller.ico, seller.dic, seller.email));
    heading(text.customer);
    if (facts.customer.name) line(facts.customer.name);
    line(facts.customer.email);
    heading(text.subject);
    line(text.plan(facts.plan));
    line(text.startsAt(facts.startsAt));
    line(text.price(facts.pricePerPeriod));
    line(facts.periods > 1 ? text.fixedTerm(facts.periods) : text.openTerm);
    line(facts.startedAtOnce ? text.startedAtOnce : text.notStartedAtOnce);

    heading(text.withdrawalTitle);
    line(text.withdrawal(deadline, seller.email));

    heading(text.termsTitle(TERMS_VALID_FROM));
    if (language === 'en') line(text.termsTranslation(facts.termsUrl));
    for (const section of customerTerms()) {
      doc.moveDown(0.5).font('bold').fontSize(10).text(section.title);
      for (const paragraph of section.paragraphs) line(paragraph);
    }

    doc.addPage();
    doc.font('bold').fontSize(14).text(text.formTitle);
    line(text.formLead);
    doc.moveDown();
    line(text.formAddressee(seller.name, seller.address, seller.email));
    doc.moveDown();
    line(text.formNotice(facts.plan, facts.orderedAt));
    field(text.formName);
    field(text.formEmail);
    field(text.formAddress);
    field(text.formSignature, '..............................');
    field(text.formDate, '....................');
  });
}
