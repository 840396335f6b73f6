import { createFileRoute } from '@tanstack/react-router';
import { QrTestPage } from '@/features/qr-test/qr-test-page';

export const Route = createFileRoute('/_signed-in/qr-test')({ component: QrTestPage });
