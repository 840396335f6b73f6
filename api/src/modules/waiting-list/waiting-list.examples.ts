const offer = {
  orderId: '7d1c5a4e-9f1b-4c1e-8a55-1f0f3b2e6a10',
  quantity: 2,
  offeredAt: '2026-11-27T05:30:00.000Z',
  expiresAt: '2026-11-27T17:30:00.000Z',
};

/** The documented examples of the waiting list's answers. */
export const examples = {
  myEntry: {
    id: 41,
    eventId: 12,
    eventTitle: 'Rainforest Jazz Night',
    eventStartsAt: '2026-12-12T11:30:00.000Z',
    timeZone: 'Asia/Kuala_Lumpur',
    ticketTypeId: 30,
    ticketTypeName: 'General Admission',
    quantity: 2,
    state: 'waiting' as const,
    position: 3,
    listOpen: true,
    joinedAt: '2026-11-26T09:00:00.000Z',
    offer: null,
  },
  offered: {
    id: 41,
    position: null,
    buyer: { name: 'Aisha Rahman', email: 'aisha@example.com' },
    quantity: 2,
    state: 'offered' as const,
    joinedAt: '2026-11-26T09:00:00.000Z',
    offer,
  },
  ofType: {
    ticketTypeId: 30,
    name: 'General Admission',
    enabled: true,
    offerHours: 12,
    available: 0,
    freed: 0,
    entries: [
      {
        id: 42,
        position: 1,
        buyer: { name: 'Wei Ling Tan', email: 'weiling@example.com' },
        quantity: 1,
        state: 'waiting' as const,
        joinedAt: '2026-11-26T10:00:00.000Z',
        offer: null,
      },
    ],
  },
};
