import { intlLocale } from '@pentas/openapi';
/** A count as staff read it: thousands separated ('5,630', not '5630'). */
export const formatCount = (n: number) => n.toLocaleString(intlLocale());
