/** Contact details shown in the footer and policy pages. */
export const support = {
  email: 'support@pentas.test',
  whatsapp: '+60 12-345 6789',
  hours: 'Mon-Sat 10am-6pm, Sun closed',
  emergency: '999',
} as const;
