import { CONSTANTS, formatMoney, formatPragueDate, formatPragueDateTime } from '@champions/domain';
import { type PlanLabel, planLabel } from './plan-label.ts';

/**
 * The Czech lines of the subscription contract's confirmation (contract-pdf.ts); their English is in
 * contract-texts-en.ts. Dates, amounts and the plan are given as values: each language writes them its way.
 */
export const CONTRACT_TEXTS = {
  pdfTitle: (plan: PlanLabel) => `Potvrzení smlouvy – ${planLabel(plan, 'cs')}`,
  heading: 'Potvrzení uzavření smlouvy o předplatném',
  orderedAt: (at: Date) => `Datum objednávky a uzavření smlouvy: ${formatPragueDateTime(at, 'cs')}`,
  provider: 'Poskytovatel',
  providerIds: (ico: string, dic: string, email: string) => `IČO: ${ico}   DIČ: ${dic}   E-mail: ${email}`,
  customer: 'Zákazník',
  subject: 'Předmět smlouvy',
  plan: (plan: PlanLabel) => `Předplatné: ${planLabel(plan, 'cs')}`,
  startsAt: (date: Date) => `Začátek: ${formatPragueDate(date, 'cs')}`,
  price: (price: number) =>
    `Cena: ${formatMoney(price, 'cs')} včetně DPH za každé období ${CONSTANTS.PERIOD_DAYS} dní, placeno vždy na celé období dopředu z uložené karty.`,
  fixedTerm: (periods: number) => `Doba trvání: ${periods} období; poté podle obchodních podmínek.`,
  openTerm: 'Doba trvání: neurčitá, obnovuje se po obdobích, dokud ji nezrušíte.',
  startedAtOnce:
    'Na vaši výslovnou žádost poskytujeme službu již před uplynutím lhůty pro odstoupení (§ 1823 občanského zákoníku). Pokud odstoupíte, uhradíte hodnotu již poskytnuté služby: poměrnou část ceny za dny, kdy byla poskytována, nebo využité vstupy, jsou-li dražší.',
  notStartedAtOnce: 'O zahájení plnění před uplynutím lhůty pro odstoupení jste nežádali.',
  withdrawalTitle: 'Poučení o právu odstoupit od smlouvy',
  withdrawal: (deadline: Date, email: string) =>
    `Od smlouvy můžete odstoupit bez udání důvodu do ${CONSTANTS.WITHDRAWAL_DAYS} dnů od jejího uzavření, tedy do ${formatPragueDate(deadline, 'cs')}. Stačí odkaz „Odstoupit od smlouvy“ v účtu (Předplatné a fakturace), e-mail na ${email} nebo vyplněný formulář níže. Peníze vrátíme do ${CONSTANTS.WITHDRAWAL_DAYS} dnů od doručení odstoupení stejným způsobem, jakým jste platili.`,
  termsTitle: (validFrom: string) => `Obchodní podmínky (platné od ${validFrom}, platné v den objednávky)`,
  /** printed for an English customer only: the terms are quoted in their binding Czech */
  termsTranslation: (url: string) =>
    `Závazné je české znění obchodních podmínek níže; jejich anglický překlad pro informaci najdete na ${url}.`,
  formTitle: 'Vzorový formulář pro odstoupení od smlouvy',
  formLead: '(vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy)',
  formAddressee: (name: string, address: string, email: string) => `Adresát: ${name}, ${address}, ${email}`,
  formNotice: (plan: PlanLabel, orderedAt: Date) =>
    `Oznamuji, že tímto odstupuji od smlouvy o poskytnutí těchto služeb: předplatné ${planLabel(plan, 'cs')}, objednané dne ${formatPragueDate(orderedAt, 'cs')}.`,
  /** the form's fields: the PDF puts a dotted line after each */
  formName: 'Jméno a příjmení spotřebitele',
  formEmail: 'E-mail, na který je účet veden',
  formAddress: 'Adresa spotřebitele',
  formSignature: 'Podpis spotřebitele (pouze pokud je formulář zasílán v listinné podobě)',
  formDate: 'Datum',
} as const;
