/** The words of an invoice and its e-mail in the two batch order languages (document 003 §9). */
export const INVOICE_TEXT = {
  nb_NO: {
    invoice: 'Faktura',
    number: 'Fakturanummer',
    date: 'Fakturadato',
    customer: 'Kunde',
    reference: 'Deres referanse',
    onBehalfOf: 'På vegne av',
    course: 'Kurs',
    quantity: 'Antall',
    unitPrice: 'Enhetspris',
    amount: 'Beløp',
    net: 'Sum eks. mva.',
    vat: 'Mva.',
    total: 'Å betale',
    mailSubject: 'Faktura fra Atrium',
    mailIntro: 'Vi har fakturert kursene dere har kjøpt. Fakturaene finnes i Atrium:',
  },
  en_US: {
    invoice: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    customer: 'Customer',
    reference: 'Your reference',
    onBehalfOf: 'On behalf of',
    course: 'Course',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    net: 'Total excluding VAT',
    vat: 'VAT',
    total: 'Amount due',
    mailSubject: 'Invoice from Atrium',
    mailIntro: 'We have invoiced the courses you bought. The invoices are in Atrium:',
  },
} as const;

export const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;
