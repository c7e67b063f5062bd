// Answers of the batch invoicing calls shared by the component tests.
export const LINE = {
  id: 11,
  purchaseId: 11,
  orderId: 5,
  placed: '2026-03-02T09:00:00.000Z',
  purchaser: 'Carl Company',
  department: null,
  yourRef: 'PO-A',
  type: 'ELEARNING',
  title: 'Working at heights',
  approved: true,
  started: false,
  completed: false,
  unapprovedReason: null,
  netPrice: 198000,
  qty: 2,
  currency: 'NOK',
  vatPercent: 25,
  ids: [30, 31],
  info: { productPackId: 4 },
};

export const INVOICE = {
  invoiceId: 3,
  invoiceNumber: 7,
  yourRef: 'PO-A',
  currency: 'NOK',
  vatPercent: 25,
  netTotal: 198000,
  vatTotal: 49500,
  grossTotal: 247500,
  lines: [{ purchaseId: 11, title: 'Working at heights', yourRef: 'PO-A', qty: 2, unitNetPrice: 99000, netPrice: 198000 }],
};
