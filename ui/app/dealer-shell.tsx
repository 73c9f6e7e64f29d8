import { ModalsProvider } from '@mantine/modals';
import { DealerLayout } from './layout/dealer-layout';

/**
 * The dealer layout inside the confirmation modals' provider: only the dealer pages ask for
 * confirmations, so the modal code downloads with them, not with the sign-in pages (issue 10.5).
 */
export function DealerShell() {
  return (
    <ModalsProvider>
      <DealerLayout />
    </ModalsProvider>
  );
}
