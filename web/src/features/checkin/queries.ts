import type { components } from '@pentas/openapi';

export type ScanResult = components['schemas']['ScanResult'];
