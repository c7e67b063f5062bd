import type { MailMessage } from '@atrium/service-core';

type Locale = 'nb_NO' | 'sv_SE' | 'en_US';

interface ConfirmedOrder {
  orderId: number;
  yourReference: string;
  currency: string;
  netTotal: number;
  lines: { title: string; quantity: number; netPrice: number }[];
}

const TEXT: Record<Locale, { subject: string; greeting: string; intro: string; reference: string; total: string; invoice: string }> = {
  en_US: {
    subject: 'Order confirmation',
    greeting: 'Hello',
    intro: 'Thank you for your order. The licenses and course places are registered.',
    reference: 'Your reference',
    total: 'Total excluding VAT',
    invoice: 'The order is invoiced.',
  },
  nb_NO: {
    subject: 'Ordrebekreftelse',
    greeting: 'Hei',
    intro: 'Takk for bestillingen. Lisensene og kursplassene er registrert.',
    reference: 'Deres referanse',
    total: 'Sum eks. mva.',
    invoice: 'Bestillingen faktureres.',
  },
  sv_SE: {
    subject: 'Orderbekräftelse',
    greeting: 'Hej',
    intro: 'Tack för din beställning. Licenserna och kursplatserna är registrerade.',
    reference: 'Er referens',
    total: 'Summa exkl. moms',
    invoice: 'Beställningen faktureras.',
  },
};

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** The buyer's confirmation, in the order's language (payment by invoice, so no payment details). */
export function orderConfirmationMail(to: { name: string; email: string }, locale: Locale, order: ConfirmedOrder): MailMessage {
  const text = TEXT[locale];
  const lines = order.lines.map((line) => `- ${line.title} x ${line.quantity}: ${money(line.netPrice, order.currency)}`);
  return {
    to: [to.email],
    subject: `${text.subject} ${order.orderId}`,
    text: [
      `${text.greeting} ${to.name},`,
      '',
      text.intro,
      '',
      ...lines,
      '',
      `${text.total}: ${money(order.netTotal, order.currency)}`,
      `${text.reference}: ${order.yourReference}`,
      text.invoice,
      '',
    ].join('\n'),
  };
}
