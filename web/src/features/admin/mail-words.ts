export const mailStatusBadge = { sent: 'green', pending: 'yellow', failed: 'red' } as const;
