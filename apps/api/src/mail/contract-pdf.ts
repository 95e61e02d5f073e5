import { CONSTANTS, customerTerms, DAY_MS, formatCzk, TERMS_VALID_FROM } from '@champions/domain';
import { renderPdf } from '../shared/pdf-document.ts';
import { mailDate, mailDateTime } from './payment-templates.ts';

export interface ContractFacts {
  seller: { name: string; address: string; ico: string; dic: string; email: string };
  customer: { name: string; email: string };
  plan: string;
  orderedAt: Date;
  startsAt: Date;
  pricePerPeriod: number;
  periods: number;
  /** the express request to start at once (Civil Code §1823) given at checkout */
  startedAtOnce: boolean;
}

/**
 * The confirmation of a subscription contract in text form (Civil Code §1824): who, what, the price,
 * the terms valid at the order, the instructions on withdrawal and the model withdrawal form
 * (Government Decree 363/2013 Coll., annex).
 */
export function renderContractPdf(facts: ContractFacts): Promise<Buffer> {
  return renderPdf({ Title: `Potvrzení smlouvy – ${facts.plan}`, Author: facts.seller.name }, (doc) => {
    const heading = (text: string) => doc.moveDown().font('bold').fontSize(12).text(text).font('regular');
    const line = (text: string) => doc.font('regular').fontSize(10).text(text);
    const deadline = new Date(facts.orderedAt.getTime() + CONSTANTS.WITHDRAWAL_DAYS * DAY_MS);

    doc.font('bold').fontSize(18).text('Potvrzení uzavření smlouvy o předplatném');
    line(`Datum objednávky a uzavření smlouvy: ${mailDateTime(facts.orderedAt)}`);
    heading('Poskytovatel');
    line(facts.seller.name);
    line(facts.seller.address);
    line(`IČO: ${facts.seller.ico}   DIČ: ${facts.seller.dic}   E-mail: ${facts.seller.email}`);
    heading('Zákazník');
    if (facts.customer.name) line(facts.customer.name);
    line(facts.customer.email);
    heading('Předmět smlouvy');
    line(`Předplatné: ${facts.plan}`);
    line(`Začátek: ${mailDate(facts.startsAt)}`);
    line(
      `Cena: ${formatCzk(facts.pricePerPeriod)} včetně DPH za každé období ${CONSTANTS.PERIOD_DAYS} dní, placeno vždy na celé období dopředu z uložené karty.`,
    );
    line(
      facts.periods > 1
        ? `Doba trvání: ${facts.periods} období; poté podle obchodních podmínek.`
        : 'Doba trvání: neurčitá, obnovuje se po obdobích, dokud ji nezrušíte.',
    );
    line(
      facts.startedAtOnce
        ? `Na vaši výslovnou žádost poskytujeme službu již před uplynutím lhůty pro odstoupení (§ 1823 občanského zákoníku). Pokud odstoupíte, uhradíte hodnotu již poskytnuté služby: poměrnou část ceny za dny, kdy byla poskytována, nebo využité vstupy, jsou-li dražší.`
        : 'O zahájení plnění před uplynutím lhůty pro odstoupení jste nežádali.',
    );

    heading('Poučení o právu odstoupit od smlouvy');
    line(
      `Od smlouvy můžete odstoupit bez udání důvodu do ${CONSTANTS.WITHDRAWAL_DAYS} dnů od jejího uzavření, tedy do ${mailDate(deadline)}. Stačí odkaz „Odstoupit od smlouvy“ v účtu (Předplatné a fakturace), e-mail na ${facts.seller.email} nebo vyplněný formulář níže. Peníze vrátíme do ${CONSTANTS.WITHDRAWAL_DAYS} dnů od doručení odstoupení stejným způsobem, jakým jste platili.`,
    );

    heading(`Obchodní podmínky (platné od ${TERMS_VALID_FROM}, platné v den objednávky)`);
    for (const section of customerTerms()) {
      doc.moveDown(0.5).font('bold').fontSize(10).text(section.title);
      for (const paragraph of section.paragraphs) line(paragraph);
    }

    doc.addPage();
    doc.font('bold').fontSize(14).text('Vzorový formulář pro odstoupení od smlouvy');
    line('(vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy)');
    doc.moveDown();
    line(`Adresát: ${facts.seller.name}, ${facts.seller.address}, ${facts.seller.email}`);
    doc.moveDown();
    line(
      'Oznamuji, že tímto odstupuji od smlouvy o poskytnutí těchto služeb: předplatné ' +
        `${facts.plan}, objednané dne ${mailDate(facts.orderedAt)}.`,
    );
    doc.moveDown();
    line('Jméno a příjmení spotřebitele: ..............................................................');
    doc.moveDown();
    line('E-mail, na který je účet veden: ..............................................................');
    doc.moveDown();
    line('Adresa spotřebitele: ..............................................................');
    doc.moveDown();
    line(
      'Podpis spotřebitele (pouze pokud je formulář zasílán v listinné podobě): ..............................',
    );
    doc.moveDown();
    line('Datum: ....................');
  });
}
